'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useAddressMessage } from '@/modules/account/components/use-account-messages';
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
import { fillFromPincode, pincodeStateProblem, type FilledField } from '@/modules/account/pincode-fill';
import type { PincodeCheck } from '@/modules/delivery/pincode-check';
import { checkPincode } from '@/modules/delivery/pincode-lookup';
import { stateName } from '@/modules/account/state-names';
import { usePageLocale } from '@/components/ui/locale-context';
import { useSaveAddress } from './use-addresses';

interface Props {
  address?: Address;
  /** The message to show, and the saved address's id. */
  onSaved: (message: string, id: number) => void;
  onCancel?: () => void;
}

/** What the platform said of the PIN code typed: where it is, or why it is refused ("PIN code 999999 does not exist."). */
type PincodeLookup = { pin: string; check: PincodeCheck } | { pin: string; refusal: string };

/**
 * Add or edit an address: every field required, errors under each field, typing clears that field's error. A new
 * address starts with the signed-in shopper's name, email and mobile. Six digits of PIN code fill the city, district
 * and state (Check_Pincode; the city and state stay editable), and a PIN code that does not exist or lies in another
 * state than the one chosen says so under the field, as the platform will when the address is saved.
 */
export function AddressForm({ address, onSaved, onCancel }: Props) {
  const editing = Boolean(address);
  const session = useSession();
  const t = useTranslations('Addresses.form');
  const message = useAddressMessage();
  const locale = usePageLocale();
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
  const [lookup, setLookup] = useState<PincodeLookup | null>(null);
  // The filled fields the shopper changed since typing the PIN code: an answer arriving later leaves them alone.
  const changedSincePin = useRef(new Set<FilledField>());
  const latestPin = useRef(values.pinCode);

  function change(field: AddressField, raw: string) {
    const value = fieldValue(field, raw);
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    return value;
  }

  /** A change the shopper made: a city or state is theirs from now on, a new PIN code is looked up. */
  function edit(field: AddressField, raw: string) {
    const value = change(field, raw);
    if (field === 'city' || field === 'state') changedSincePin.current.add(field);
    if (field === 'pinCode' && value !== values.pinCode) lookUp(value);
  }

  /** Asks the platform where a complete PIN code is, and fills the city, district and state from its answer. */
  function lookUp(pin: string) {
    changedSincePin.current.clear();
    latestPin.current = pin;
    setLookup(null);
    // The district is the PIN code's: another PIN code's would be wrong, none is sent rather than that.
    setValues((v) => (v.district ? { ...v, district: '' } : v));
    if (pin.length !== 6) return;
    void checkPincode(pin).then((result) => {
      if (latestPin.current !== pin) return;
      if (result.ok) {
        setLookup({ pin, check: result.data });
        setValues((v) => fillFromPincode(v, result.data, changedSincePin.current));
        // What the PIN code filled is no longer missing.
        setErrors((e) => ({ ...e, city: result.data.city ? undefined : e.city, state: result.data.state ? undefined : e.state }));
      } else if (result.status >= 400 && result.status < 500) {
        setLookup({ pin, refusal: result.message });
      }
    });
  }

  // The PIN code's problem, while the shopper types: one that does not exist, or one in another state than chosen.
  const pinProblem = lookup?.pin !== values.pinCode ? '' : 'refusal' in lookup ? lookup.refusal : pincodeStateProblem(lookup.check, values.state);

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
    if ('saved' in result) return onSaved(message(editing ? 'Address updated successfully.' : 'Address added successfully.'), result.saved.id);
    if (result.status === 401) return setFailure(message(TOKEN_MISSING_MESSAGE));
    // A refusal about one field shows under it; anything else in the spec's words, for the whole form.
    const placed = placeRefusal(result, ADDRESS_FIELD_RULES, { wireNames: ADDRESS_WIRE_NAMES, fallback: '' });
    if (placed.field) show({ [placed.field]: placed.message });
    // The spec's words: 'Error submitting address: ' plus the platform's message, else '… Please try again.'
    else if (placed.message) setFailure(t(editing ? 'updateFailedWith' : 'submitFailedWith', { message: message(placed.message) }));
    else setFailure(message(editing ? 'Error updating address. Please try again.' : 'Error submitting address. Please try again.'));
  }

  const field = (name: AddressField, label: string, extra: Partial<React.ComponentProps<typeof FormField>> = {}) => (
    <FormField
      label={label}
      name={name}
      value={values[name]}
      maxLength={ADDRESS_FIELD_RULES[name].max}
      onChange={(e) => edit(name, e.target.value)}
      error={errors[name] && message(errors[name])}
      required
      {...extra}
    />
  );

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', t('name'), { autoComplete: 'name' })}
        {field('email', t('email'), { type: 'email', autoComplete: 'email' })}
        {field(
          'mobile',
          t('mobile'),
          phoneInputProps(values.mobile, (value) => change('mobile', value)),
        )}
        {field('pinCode', t('pinCode'), {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          error: errors.pinCode ? message(errors.pinCode) : pinProblem ? message(pinProblem) : undefined,
        })}
        {field('address', t('address'), { autoComplete: 'address-line1', className: 'sm:col-span-2' })}
        {field('locality', t('locality'), { autoComplete: 'address-line2', className: 'sm:col-span-2' })}
        {field('city', t('city'), { autoComplete: 'address-level2' })}
        <div>
          <label htmlFor={stateId} className="mb-1 block text-sm font-medium text-gray-800">
            {t('state')}
          </label>
          <select
            id={stateId}
            name="state"
            value={values.state}
            onChange={(e) => edit('state', e.target.value)}
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? `${stateId}-error` : undefined}
            required
            className={inputClass}
          >
            {/* The state's name in the page's language; its value the platform's English, as saved. */}
            <option value="">{t('selectState')}</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {stateName(state, locale)}
              </option>
            ))}
          </select>
          {errors.state && (
            <p id={`${stateId}-error`} className="mt-1 text-sm text-red-600">
              {message(errors.state)}
            </p>
          )}
        </div>
        <div>
          <span className="mb-1 block text-sm font-medium text-gray-800">{t('country')}</span>
          <p className="flex min-h-11 items-center rounded-lg border border-gray-200 bg-gray-50 px-3 text-gray-700">{t('india')}</p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="min-h-11 rounded-lg border border-gray-300 px-4 font-semibold text-gray-700 hover:bg-gray-50 focus-visible:outline-2"
          >
            {t('cancel')}
          </button>
        )}
        <button type="submit" disabled={saving} className={`${primaryButtonClass} sm:w-auto`}>
          {saving ? t('saving') : editing ? t('update') : t('save')}
        </button>
      </div>
    </form>
  );
}
