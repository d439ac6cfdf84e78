import { describe, expect, it } from 'vitest';
import { addItem, EMPTY_CART, lineQuantity, parseCart, serializeCart } from '../cart/cart-rules';
import { cartLineFrom, selectionOfLine } from './cart-line';
import { initialSelection, withQuantity, withSize } from './selection';
import { createConfigurator, createImage, createPrice, createProductView, rangeQuantities, sizedQuantities } from './test/catalog-fixtures';

describe('cartLineFrom', () => {
  it('records what the line is (options in words, delivery, quantity) and the BFF’s prices', () => {
    const product = createProductView();
    const model = product.configurator;
    const selection = { ...withQuantity(model.quantity, initialSelection(model), 250), options: { '1': 12, '2': 21 }, deliveryServiceId: 3 };
    const line = cartLineFrom(product, selection, createPrice({ net: 4200, delivery: 1495 }), 'code-1');

    expect(line).toMatchObject({
      code: 'code-1',
      uuid: product.uuid,
      variationId: 10,
      quantityStyle: 1,
      quantity: { customQuantity: 250, rangeTo: null, id: 33 },
      size: [],
      variationNetPrice: 4200,
      extraTotalPrice: 1495,
      href: '/business-cards/standard-business-cards',
      options: { '1': 12, '2': 21 },
      attributes: [
        { key: 'Paper', value: '450gsm Matt' },
        { key: 'Sides', value: 'Single sided' },
      ],
      deliveryService: { id: 3, title: 'Same-day courier' },
      colour: null,
    });
    expect(lineQuantity(line)).toBe(250);
  });

  it('keeps garment sizes and the chosen colour (with its picture), and survives storage', () => {
    const colour = { id: 7, name: 'Navy', hex: '#1f2a44', image: createImage('t-shirt-navy') };
    const product = createProductView({ configurator: createConfigurator({ quantity: sizedQuantities, colours: [colour] }) });
    const selection = { ...initialSelection(product.configurator), sizes: { S: 2, '2XL': 1 }, colourId: 7 };
    const line = cartLineFrom(product, selection, createPrice({ extras: 150 }), 'code-2');

    expect(line.size).toEqual([
      { name: 'S', quantity: 2 },
      { name: '2XL', quantity: 1 },
    ]);
    expect(line.colour).toEqual({ id: 7, name: 'Navy' });
    expect(line.variationDetails.image).toBe('/media/products/medium_t-shirt-navy.svg');
    expect(parseCart(serializeCart(addItem(EMPTY_CART, line))).items).toEqual([line]);
  });

  it('stores the range’s top for quantity ranges, with the typed quantity', () => {
    const product = createProductView({ configurator: createConfigurator({ quantity: rangeQuantities }) });
    const selection = withQuantity(rangeQuantities, initialSelection(product.configurator), 12);
    expect(cartLineFrom(product, selection, createPrice(), 'code-3').quantity).toEqual({ customQuantity: 12, rangeTo: 24, id: 42 });
  });
});

describe('selectionOfLine', () => {
  it('opens the configurator on the line as it was added: options, quantity and its preset, delivery service', () => {
    const product = createProductView();
    const model = product.configurator;
    const chosen = { ...withQuantity(model.quantity, initialSelection(model), 250), options: { '1': 12, '2': 22 }, deliveryServiceId: 3 };
    expect(selectionOfLine(model, cartLineFrom(product, chosen, createPrice(), 'code-1'))).toEqual(chosen);
  });

  it('finds the preset again for a quantity changed in the cart, and leaves a typed one without', () => {
    const product = createProductView();
    const line = cartLineFrom(product, initialSelection(product.configurator), createPrice(), 'code-1');
    const inCart = (customQuantity: number) => ({ ...line, quantity: { customQuantity, rangeTo: null, id: null } });
    expect(selectionOfLine(product.configurator, inCart(100))).toMatchObject({ quantity: 100, quantityId: 32 });
    expect(selectionOfLine(product.configurator, inCart(300))).toMatchObject({ quantity: 300, quantityId: null });
  });

  it('keeps garment sizes and the colour, and the range of a ranged quantity', () => {
    const colour = { id: 7, name: 'Navy', hex: '#1f2a44', image: createImage('t-shirt-navy') };
    const garment = createProductView({ configurator: createConfigurator({ quantity: sizedQuantities, colours: [colour] }) });
    const sized = { ...withSize(withSize(initialSelection(garment.configurator), 'M', 0), 'S', 2), colourId: 7 };
    expect(selectionOfLine(garment.configurator, cartLineFrom(garment, withSize(sized, '2XL', 1), createPrice(), 'code-2'))).toMatchObject({
      sizes: { S: 2, '2XL': 1 },
      colourId: 7,
    });

    const ranged = createProductView({ configurator: createConfigurator({ quantity: rangeQuantities }) });
    const line = cartLineFrom(ranged, withQuantity(rangeQuantities, initialSelection(ranged.configurator), 12), createPrice(), 'code-3');
    expect(selectionOfLine(ranged.configurator, line)).toMatchObject({ quantity: 12, quantityId: 42 });
  });

  it('takes the product’s default for what it no longer offers', () => {
    const product = createProductView();
    const model = product.configurator;
    const line = cartLineFrom(product, initialSelection(model), createPrice(), 'code-1');
    const stale = { ...line, options: { '1': 99, '2': 22, '8': 80 }, deliveryService: { id: 9, title: 'Retired service' } };
    expect(selectionOfLine(model, stale)).toMatchObject({ options: { '1': 11, '2': 22 }, deliveryServiceId: 2 });
  });
});
