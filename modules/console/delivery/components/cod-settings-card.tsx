'use client';

import clsx from 'clsx';
import { useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { PincodeListField } from './pincode-list-field';
import { ConsoleField } from '@/modules/console/shell/components/console-field';
import { saveCodSettingsAction } from '@/modules/console/delivery/delivery-actions';
import { codSettingsValues, type CodConfirmation, type CodSettings, type CodSettingsValues } from '@/modules/console/delivery/cod-settings-form';
import { ChoiceFieldset } from './choice-fieldset';
import { SettingsCardForm } from './settings-card-form';
import { useSettingsCard } from './use-settings-card';

const FIELDS = ['confirmation', 'confirm_hours', 'fee', 'max_order', 'blocked_pincodes'] as const;
/** The platform's field → this card's input. */
const INPUT_OF: Record<(typeof FIELDS)[number], string> = {
  confirmation: 'cod-confirmation-sms_every',
  confirm_hours: 'cod-confirmHours',
  fee: 'cod-fee',
  max_order: 'cod-maxOrder',
  blocked_pincodes: 'cod-blockedPincodes',
};

const OPTIONS: { value: CodConfirmation; label: string; hint: string; sms?: true }[] = [
  { value: 'sms_every', label: 'By a code sent by SMS, every COD order', hint: 'The shopper types the 6-digit code we text them.', sms: true },
  {
    value: 'sms_first',
    label: 'By a code sent by SMS, first COD order of a phone',
    hint: 'Once a number has confirmed, its next COD orders are confirmed at once.',
    sms: true,
  },
  { value: 'call', label: 'By a call from you', hint: 'You call the shopper and tap Confirm in Orders.' },
  { value: 'none', label: 'Not at all', hint: 'COD orders are confirmed as soon as they are placed.' },
];

/**
 * The shop's cash-on-delivery rules: how COD orders are confirmed (a code by SMS only when the platform can send
 * one, else it says why), how long a shopper has, the COD fee, the largest COD order and the PIN codes without COD.
 */
export function CodSettingsCard({ settings, smsUnavailableReason }: { settings: CodSettings; smsUnavailableReason: string }) {
  const card = useSettingsCard(saveCodSettingsAction, FIELDS, (field) => INPUT_OF[field]);
  const { errorOf } = card;
  const [values, setValues] = useState<CodSettingsValues>(() => codSettingsValues(settings));
  const set =
    <K extends keyof CodSettingsValues>(name: K) =>
    (value: CodSettingsValues[K]) =>
      setValues((current) => ({ ...current, [name]: value }));
  const text = (name: 'confirmHours' | 'fee' | 'maxOrder', error: string | null, describedBy: string | undefined) => ({
    id: `cod-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: inputClass,
  });

  return (
    <SettingsCardForm
      id="cod"
      heading="Cash on delivery"
      note="A COD order waiting to be confirmed holds its stock and is not shipped; one not confirmed in time is cancelled."
      saveLabel="Save cash on delivery"
      card={card}
    >
      <ChoiceFieldset
        id="cod-confirmation"
        legend="How COD orders are confirmed"
        error={errorOf('confirmation')}
        describedBy={settings.sms_available ? undefined : 'cod-sms-off'}
      >
        {!settings.sms_available && (
          <p id="cod-sms-off" className="mb-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {smsUnavailableReason}
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          {OPTIONS.map((option) => {
            const disabled = option.sms && !settings.sms_available && values.confirmation !== option.value;
            return (
              <label
                key={option.value}
                className={clsx(
                  'flex min-h-11 items-start gap-3 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                  disabled ? 'cursor-not-allowed border-gray-200 bg-gray-50 text-gray-500' : 'cursor-pointer',
                  !disabled && (values.confirmation === option.value ? 'border-indigo-600 bg-indigo-50' : 'border-gray-300 bg-white'),
                )}
              >
                <input
                  id={`cod-confirmation-${option.value}`}
                  type="radio"
                  name="confirmation"
                  value={option.value}
                  checked={values.confirmation === option.value}
                  disabled={disabled}
                  onChange={() => set('confirmation')(option.value)}
                  className="mt-0.5 size-5 shrink-0 accent-indigo-700"
                />
                <span>
                  <span className="block font-semibold">{option.label}</span>
                  <span className={clsx('block text-xs', disabled ? 'text-gray-500' : 'text-gray-600')}>{option.hint}</span>
                </span>
              </label>
            );
          })}
        </div>
      </ChoiceFieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <ConsoleField
          id="cod-confirmHours"
          label="Time to confirm (hours)"
          error={errorOf('confirm_hours')}
          hint="1 to 72. Then the order is cancelled and its stock goes back."
        >
          {(describedBy) => <input {...text('confirmHours', errorOf('confirm_hours'), describedBy)} />}
        </ConsoleField>
        <ConsoleField id="cod-fee" label="COD fee (₹)" error={errorOf('fee')} hint="0 to 500, its own row at checkout. 0: no fee.">
          {(describedBy) => <input {...text('fee', errorOf('fee'), describedBy)} />}
        </ConsoleField>
        <ConsoleField id="cod-maxOrder" label="Largest COD order (₹)" error={errorOf('max_order')} hint="0: no limit. Above it, shoppers pay online.">
          {(describedBy) => <input {...text('maxOrder', errorOf('max_order'), describedBy)} />}
        </ConsoleField>
      </div>

      <PincodeListField
        id="cod-blockedPincodes"
        name="blockedPincodes"
        label="PIN codes without COD"
        hint="One a line: 6 digits, or the first 3 for a whole area (799). Shoppers there pay online."
        error={errorOf('blocked_pincodes')}
        value={values.blockedPincodes}
        onChange={set('blockedPincodes')}
      />
    </SettingsCardForm>
  );
}
