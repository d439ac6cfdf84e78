import { describe, expect, it } from 'vitest';
import { createConfigurator, rangeQuantities, sizedQuantities } from './test/catalog-fixtures';
import { initialSelection, priceParams, quantityProblem, totalQuantity, withQuantity, withSize } from './selection';

describe('initialSelection', () => {
  it('opens on the options, quantity and delivery service the BFF priced', () => {
    const selection = initialSelection(createConfigurator());
    expect(selection).toEqual({
      options: { '1': 11, '2': 21 },
      quantity: 50,
      quantityId: 31,
      sizes: {},
      colourId: null,
      deliveryServiceId: 2,
    });
  });

  it('puts a garment order’s first quantity on size M', () => {
    const model = createConfigurator({ quantity: sizedQuantities, initial: { ...createConfigurator().initial, quantity: 10, quantityId: null } });
    const selection = initialSelection(model);
    expect(selection.sizes).toEqual({ M: 10 });
    expect(selection.quantity).toBeNull();
    expect(totalQuantity(model.quantity, selection)).toBe(10);
  });
});

describe('withQuantity', () => {
  const model = createConfigurator();
  const start = initialSelection(model);

  it('marks the preset a typed quantity matches, and none when it matches no preset', () => {
    expect(withQuantity(model.quantity, start, 250).quantityId).toBe(33);
    expect(withQuantity(model.quantity, start, 300)).toMatchObject({ quantity: 300, quantityId: null });
  });

  it('picks the range a quantity falls in (style 3)', () => {
    expect(withQuantity(rangeQuantities, start, 12).quantityId).toBe(42);
    expect(withQuantity(rangeQuantities, start, 30).quantityId).toBeNull();
  });
});

describe('quantityProblem', () => {
  const model = createConfigurator();
  const start = initialSelection(model);

  it('accepts a preset or a typed quantity within the limits', () => {
    expect(quantityProblem(model.quantity, withQuantity(model.quantity, start, 300))).toBeNull();
  });

  it('says what to do when the quantity is empty or out of range', () => {
    expect(quantityProblem(model.quantity, withQuantity(model.quantity, start, null))).toBe('Please choose or enter a quantity.');
    expect(quantityProblem(model.quantity, withQuantity(model.quantity, start, 20))).toBe('Please enter a quantity between 50 and 500.');
    expect(quantityProblem(rangeQuantities, withQuantity(rangeQuantities, start, 25))).toBe('Please enter a quantity between 1 and 24.');
  });

  it('takes a typed quantity only on the product’s step, as the cart and the BFF do', () => {
    expect(quantityProblem(model.quantity, withQuantity(model.quantity, start, 123))).toBe('Please enter a quantity in steps of 50 (50, 100, 150…).');
  });

  it('needs at least one garment (style 2)', () => {
    const none = withSize({ ...start, sizes: { M: 3 } }, 'M', 0);
    expect(none.sizes).toEqual({});
    expect(quantityProblem(sizedQuantities, none)).toBe('Please enter how many you need of at least one size.');
    expect(quantityProblem(sizedQuantities, withSize(none, 'L', 2))).toBeNull();
  });

  it('takes garment sizes up to the line limit added up, as the cart and the BFF do', () => {
    const large = withSize(withSize(start, 'M', 600_000), 'L', 400_000);
    expect(quantityProblem(sizedQuantities, large)).toBeNull();
    expect(quantityProblem(sizedQuantities, withSize(large, '2XL', 1))).toBe('The quantity can be at most 1,000,000.');
  });
});

describe('priceParams', () => {
  it('names every choice in the BFF price query', () => {
    const model = createConfigurator();
    const selection = { ...initialSelection(model), options: { '1': 12, '2': 22 }, colourId: 7 };
    expect(priceParams(model, selection)).toEqual({
      quantity: '50',
      quantityId: '31',
      deliveryServiceId: '2',
      colourId: '7',
      'options[1]': '12',
      'options[2]': '22',
    });
  });

  it('makes the same key for the same choices made in another order', () => {
    const model = createConfigurator();
    const start = initialSelection(model);
    const a = { ...start, options: { '1': 12, '2': 22 } };
    const b = { ...start, options: { '2': 22, '1': 12 } };
    expect(JSON.stringify(priceParams(model, a))).toBe(JSON.stringify(priceParams(model, b)));
  });

  it('sends garment sizes (not a quantity) in the model’s size order, leaving out empty sizes', () => {
    const model = createConfigurator({ quantity: sizedQuantities });
    const selection = { ...initialSelection(model), sizes: { '2XL': 1, S: 4 } };
    const params = priceParams(model, selection);
    expect(params).not.toHaveProperty('quantity');
    expect(Object.entries(params ?? {}).filter(([key]) => key.startsWith('size'))).toEqual([
      ['sizes[S]', '4'],
      ['sizes[2XL]', '1'],
    ]);
  });

  it('is null while the selection cannot be priced', () => {
    const model = createConfigurator();
    const start = initialSelection(model);
    expect(priceParams(model, withQuantity(model.quantity, start, 5))).toBeNull();
    expect(priceParams(model, { ...start, deliveryServiceId: null })).toBeNull();
  });
});
