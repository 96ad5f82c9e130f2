'use client';

import { useId, useState, type FormEvent } from 'react';
import type { Address } from '@/lib/account/address';
import { storeCall } from '@/lib/session/store-client';
import {
  addressFormErrors,
  digitsOnly,
  EMPTY_ADDRESS,
  MOBILE_MAX,
  PINCODE_MAX,
  toAddressBody,
  toFormValues,
  type AddressField,
  type AddressFormErrors,
  type AddressFormValues,
} from '@/lib/validation/address-form';
import { INDIAN_STATES } from '@/platform/contract/addresses';
import { FormAlert, FormField, inputClass, primaryButtonClass } from './form-field';

const MISSING_TOKEN_MESSAGE = 'User token is missing. Please log in again.';

/** Add or edit an address: every field required, errors under each field, typing clears that field's error. */
export function AddressForm({ address, onSaved, onCancel }: { address?: Address; onSaved: (message: string) => void; onCancel?: () => void }) {
  const editing = Boolean(address);
  const [values, setValues] = useState<AddressFormValues>(() => (address ? toFormValues(address) : EMPTY_ADDRESS));
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const stateId = useId();

  function change(field: AddressField, raw: string) {
    const value = field === 'mobile' ? digitsOnly(raw, MOBILE_MAX) : field === 'pinCode' ? digitsOnly(raw, PINCODE_MAX) : raw;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = addressFormErrors(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFailure('');
    setSaving(true);
    const result = await storeCall<{ id: number }>(editing ? `/store/addresses/${address!.id}` : '/store/addresses', {
      method: editing ? 'PUT' : 'POST',
      body: toAddressBody(values),
    });
    setSaving(false);
    if (result.ok) return onSaved(editing ? 'Address updated successfully.' : 'Address added successfully.');
    if (result.status === 401) return setFailure(MISSING_TOKEN_MESSAGE);
    const verb = editing ? 'updating' : 'submitting';
    setFailure(result.status === 0 || result.status >= 500 ? `Error ${verb} address. Please try again.` : `Error ${verb} address: ${result.message}`);
  }

  const field = (name: AddressField, label: string, extra: Partial<React.ComponentProps<typeof FormField>> = {}) => (
    <FormField label={label} name={name} value={values[name]} onChange={(e) => change(name, e.target.value)} error={errors[name]} required {...extra} />
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Full name', { autoComplete: 'name' })}
        {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {field('mobile', 'Mobile number', { type: 'tel', inputMode: 'numeric', maxLength: MOBILE_MAX, autoComplete: 'tel-national' })}
        {field('pinCode', 'Pin code', { inputMode: 'numeric', maxLength: PINCODE_MAX, autoComplete: 'postal-code' })}
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
          <button type="button" onClick={onCancel} className="min-h-11 rounded-lg border border-gray-300 px-4 font-semibold text-gray-700 hover:bg-gray-50 focus-visible:outline-2">
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
