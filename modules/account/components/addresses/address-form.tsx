'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useSession } from '@/components/state/session-provider';
import type { Address } from '@/modules/account/address';
import type { StoreError } from '@/lib/store/browser';
import { TOKEN_MISSING_MESSAGE } from '@/lib/store/messages';
import {
  ADDRESS_FIELD_RULES,
  ADDRESS_FIELDS,
  ADDRESS_WIRE_NAMES,
  addressFormErrors,
  fieldValue,
  prefilledAddress,
  toAddressBody,
  toFormValues,
  type AddressField,
  type AddressFormErrors,
  type AddressFormValues,
} from '@/lib/validation/address-form';
import { placeRefusal } from '@/lib/validation/field-refusal';
import { firstErrorField } from '@/lib/validation/form-errors';
import { INDIAN_STATES } from '@/platform/customers/contract/addresses';
import { FormAlert, FormField, inputClass, primaryButtonClass } from '@/components/ui/form-field';
import { phoneInputProps } from '@/modules/account/components/phone-input';
import { revealField } from '@/modules/account/components/reveal-field';
import { useSaveAddress } from './use-addresses';

interface Props {
  address?: Address;
  /** The message to show, and the saved address's id. */
  onSaved: (message: string, id: number) => void;
  onCancel?: () => void;
}

/**
 * Add or edit an address: every field required, errors under each field, typing clears that field's error. A new
 * address starts with the signed-in shopper's name, email and mobile.
 */
export function AddressForm({ address, onSaved, onCancel }: Props) {
  const editing = Boolean(address);
  const session = useSession();
  const [values, setValues] = useState<AddressFormValues>(() => (address ? toFormValues(address) : prefilledAddress(session)));
  // On its own page the form can render before the session is read: the profile fills what is still empty then.
  const profile = session.signedIn ? `${session.name}|${session.email}|${session.mobile}` : '';
  const [prefilledWith, setPrefilledWith] = useState(profile);
  if (profile !== prefilledWith) {
    setPrefilledWith(profile);
    if (!address && profile) setValues((current) => prefilledAddress(session, current));
  }
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [failure, setFailure] = useState('');
  const save = useSaveAddress();
  const saving = save.isPending;
  const stateId = useId();
  const form = useRef<HTMLFormElement>(null);

  function change(field: AddressField, raw: string) {
    const value = fieldValue(field, raw);
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  function show(found: AddressFormErrors) {
    setErrors(found);
    const first = firstErrorField(ADDRESS_FIELDS, found);
    if (first) requestAnimationFrame(() => revealField(form.current, first));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure('');
    const found = addressFormErrors(values);
    if (Object.keys(found).length) return show(found);
    setErrors({});
    const result = await save.mutateAsync({ id: address?.id, body: toAddressBody(values) }).then(
      (saved) => ({ saved }),
      (error: StoreError) => error,
    );
    if ('saved' in result) return onSaved(editing ? 'Address updated successfully.' : 'Address added successfully.', result.saved.id);
    if (result.status === 401) return setFailure(TOKEN_MISSING_MESSAGE);
    const verb = editing ? 'updating' : 'submitting';
    // A refusal about one field shows under it; anything else in the spec's words, for the whole form.
    const placed = placeRefusal(result, ADDRESS_FIELD_RULES, { wireNames: ADDRESS_WIRE_NAMES, fallback: '' });
    if (placed.field) show({ [placed.field]: placed.message });
    else setFailure(placed.message ? `Error ${verb} address: ${placed.message}` : `Error ${verb} address. Please try again.`);
  }

  const field = (name: AddressField, label: string, extra: Partial<React.ComponentProps<typeof FormField>> = {}) => (
    <FormField
      label={label}
      name={name}
      value={values[name]}
      maxLength={ADDRESS_FIELD_RULES[name].max}
      onChange={(e) => change(name, e.target.value)}
      error={errors[name]}
      required
      {...extra}
    />
  );

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Full name', { autoComplete: 'name' })}
        {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {field(
          'mobile',
          'Mobile number',
          phoneInputProps(values.mobile, (value) => change('mobile', value)),
        )}
        {field('pinCode', ADDRESS_FIELD_RULES.pinCode.label, { inputMode: 'numeric', autoComplete: 'postal-code' })}
        {field('address', 'Address (house no., building, street)', { autoComplete: 'address-line1', className: 'sm:col-span-2' })}
        {field('locality', 'Locality / area', { autoComplete: 'address-line2', className: 'sm:col-span-2' })}
        {field('city', 'City', { autoComplete: 'address-level2' })}
        <div>
          <label htmlFor={stateId} className="mb-1 block text-sm font-medium text-gray-800">
            State
          </label>
          <select
            id={stateId}
            name="state"
            value={values.state}
            onChange={(e) => change('state', e.target.value)}
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? `${stateId}-error` : undefined}
            required
            className={inputClass}
          >
            <option value="">Select a state</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
          {errors.state && (
            <p id={`${stateId}-error`} className="mt-1 text-sm text-red-600">
              {errors.state}
            </p>
          )}
        </div>
        <div>
          <span className="mb-1 block text-sm font-medium text-gray-800">Country</span>
          <p className="flex min-h-11 items-center rounded-lg border border-gray-200 bg-gray-50 px-3 text-gray-700">India</p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="min-h-11 rounded-lg border border-gray-300 px-4 font-semibold text-gray-700 hover:bg-gray-50 focus-visible:outline-2"
          >
            Cancel
          </button>
        )}
        <button type="submit" disabled={saving} className={`${primaryButtonClass} sm:w-auto`}>
          {saving ? 'Saving...' : editing ? 'Update address' : 'Save address'}
        </button>
      </div>
    </form>
  );
}
