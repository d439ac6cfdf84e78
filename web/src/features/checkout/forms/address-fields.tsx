import { useCallback } from 'react';
import { setInput, type FormStore } from '@formisch/react';
import type { CheckoutDetailsSchema } from '@bff/schemas/checkout';
import { normalisePostcode } from '@bff/schemas/checkout';
import { LIMITS } from '@bff/schemas/limits';
import { FormPhoneField } from '@web/components/ui/form-phone-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { TextField } from '@web/components/ui/text-field';
import { useBoundTextProps } from '@web/components/ui/use-bound-field';
import { ADDRESS_LABELS, type AddressField, type AddressKind } from '../details-input';
import styles from './address-fields.module.css';

export type DetailsForm = FormStore<typeof CheckoutDetailsSchema>;

// formisch types a path against one member of the schema's union at a time; both address kinds
// share AddressSchema, so a path built from the kind is valid whichever it is.
type AddressPath = ['billing', AddressField];
const pathOf = (kind: AddressKind, field: AddressField) => [kind, field] as unknown as AddressPath;

// Browser autofill sections: a billing and a delivery address in one form fill separately.
const TEXT_FIELDS: Partial<Record<AddressField, { autoComplete: string; maxLength: number; wide?: boolean }>> = {
  firstName: { autoComplete: 'given-name', maxLength: LIMITS.name + 1 },
  lastName: { autoComplete: 'family-name', maxLength: LIMITS.name + 1 },
  company: { autoComplete: 'organization', maxLength: LIMITS.company + 1, wide: true },
  address: { autoComplete: 'address-line1', maxLength: 201, wide: true },
  address2: { autoComplete: 'address-line2', maxLength: 201, wide: true },
  city: { autoComplete: 'address-level2', maxLength: LIMITS.name + 1 },
};

interface AddressFieldsProps {
  form: DetailsForm;
  kind: AddressKind;
  legend: string;
}

/** One UK address (names, company, two lines, town, postcode, phone), labelled above each field. */
export function AddressFields({ form, kind, legend }: AddressFieldsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        {Object.entries(TEXT_FIELDS).map(([field, props]) => (
          <FormTextField
            key={field}
            of={form}
            path={pathOf(kind, field as AddressField)}
            label={ADDRESS_LABELS[field as AddressField]}
            autoComplete={`${kind} ${props.autoComplete}`}
            maxLength={props.maxLength}
            className={props.wide ? styles.wide : undefined}
          />
        ))}
        <PostcodeField form={form} kind={kind} />
        <FormPhoneField of={form} path={pathOf(kind, 'phone')} label={ADDRESS_LABELS.phone} description="Only if we have a question about your order" />
      </div>
    </fieldset>
  );
}

/** The postcode, written the shop's way ('sw1a1aa' -> 'SW1A 1AA') when the shopper leaves the field. */
function PostcodeField({ form, kind }: { form: DetailsForm; kind: AddressKind }) {
  const bound = useBoundTextProps(form, pathOf(kind, 'postcode'));
  const { value, onBlur: leave } = bound;
  // Kept while the postcode is unchanged, so typing elsewhere leaves this field's TextField alone.
  const onBlur = useCallback(() => {
    const typed = value.trim();
    if (typed !== '' && normalisePostcode(typed) !== value) setInput(form, { path: pathOf(kind, 'postcode'), input: normalisePostcode(typed) });
    leave();
  }, [form, kind, value, leave]);
  return <TextField {...bound} label={ADDRESS_LABELS.postcode} autoComplete={`${kind} postal-code`} maxLength={11} onBlur={onBlur} />;
}
