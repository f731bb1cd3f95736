// Address fields of the checkout (billing, or shipping with the 'shipping' prefix): the country
// select switches the state control (a select when the country has states, free text otherwise)
// and the phone format; the behaviour itself is in checkout-form.ts.
import type { Schema } from '@boxoffice/sdk';
import type { AddressKey } from '@boxoffice/sdk/rules';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
} from '@boxoffice/sdk/rules';
import type { UseFormReturn } from 'react-hook-form';
import {
  type AddressPrefix,
  type CheckoutFormValues,
  countryChange,
  fieldName,
  formatPhoneInput,
  statesOf,
} from './checkout-form';
import { Field } from './Field';

export interface AddressLists {
  readonly countries: readonly Schema<'Country'>[];
  readonly states: readonly Schema<'StateProvince'>[];
}

interface Props extends AddressLists {
  readonly form: UseFormReturn<CheckoutFormValues, unknown, unknown>;
  readonly prefix: AddressPrefix;
  /** Which fields: the contact part (names, phone) or the address part (country to zip). */
  readonly part: 'contact' | 'address';
}

export function AddressFields({ form, prefix, part, countries, states }: Props) {
  const { register, watch, setValue, getValues, formState } = form;
  const name = (key: AddressKey) => fieldName(prefix, key);
  const error = (key: AddressKey) => formState.errors[name(key)]?.message;
  const touched = (key: AddressKey) => formState.touchedFields[name(key)] === true;
  const nanp = watch(name('phoneUseNanpFormat')) !== false;
  const countryId = watch(name('countryId')) as string;
  const ownStates = statesOf(states, countryId);
  const auto = prefix === 'shipping' ? 'shipping' : 'billing';

  if (part === 'contact') {
    return (
      <div className="grid">
        <Field label="First Name" error={error('firstName')}>
          <input
            autoComplete={`${auto} given-name`}
            maxLength={NAME_MAX_LENGTH}
            {...register(name('firstName'))}
          />
        </Field>
        <Field label="Last Name" error={error('lastName')}>
          <input
            autoComplete={`${auto} family-name`}
            maxLength={NAME_MAX_LENGTH}
            {...register(name('lastName'))}
          />
        </Field>
        <Field label="Phone" error={error('phoneNumber')}>
          <input
            type="tel"
            autoComplete={`${auto} tel`}
            inputMode="tel"
            placeholder={nanp ? '(xxx) xxx-xxxx' : undefined}
            {...register(name('phoneNumber'), {
              onChange: (event: { target: HTMLInputElement }) =>
                setValue(name('phoneNumber'), formatPhoneInput(event.target.value, nanp)),
            })}
          />
        </Field>
      </div>
    );
  }

  return (
    <>
      <Field label="Country" error={error('countryId')}>
        <select
          autoComplete={`${auto} country`}
          {...register(name('countryId'), {
            onChange: (event: { target: HTMLSelectElement }) => {
              const patch = countryChange(getValues(), prefix, event.target.value, countries, states);
              for (const [key, value] of Object.entries(patch)) {
                const field = key as keyof CheckoutFormValues;
                setValue(field, value as never, { shouldValidate: formState.touchedFields[field] === true });
              }
              // The zip rule depends on the country: re-check a zip already entered.
              if (touched('zipCode')) void form.trigger(name('zipCode'));
            },
          })}
        >
          <option value="">Select a country</option>
          {countries.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Street Address" error={error('address1')}>
        <input
          autoComplete={`${auto} address-line1`}
          maxLength={ADDRESS_MAX_LENGTH}
          {...register(name('address1'))}
        />
      </Field>
      <Field label="Apt / Suite (optional)" error={error('address2')}>
        <input
          autoComplete={`${auto} address-line2`}
          maxLength={ADDRESS_MAX_LENGTH}
          {...register(name('address2'))}
        />
      </Field>
      <div className="grid">
        <Field label="City" error={error('city')}>
          <input
            autoComplete={`${auto} address-level2`}
            maxLength={CITY_MAX_LENGTH}
            {...register(name('city'))}
          />
        </Field>
        {ownStates.length > 0 ? (
          <Field label="State / Province" error={error('stateProvinceId')}>
            <select autoComplete={`${auto} address-level1`} {...register(name('stateProvinceId'))}>
              <option value="">Select a state / province</option>
              {ownStates.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <Field label="State / Province" error={error('otherStateProvince')}>
            <input
              autoComplete={`${auto} address-level1`}
              maxLength={50}
              {...register(name('otherStateProvince'))}
            />
          </Field>
        )}
        <Field label="Zip / Postal Code" error={error('zipCode')}>
          <input
            autoComplete={`${auto} postal-code`}
            maxLength={POSTAL_CODE_MAX_LENGTH + 2}
            {...register(name('zipCode'))}
          />
        </Field>
      </div>
    </>
  );
}
