'use client';

import clsx from 'clsx';
import { useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { PincodeListField } from './pincode-list-field';
import { ConsoleField } from '@/modules/console/shell/components/console-field';
import { saveDeliverySettingsAction } from '@/modules/console/delivery/delivery-actions';
import {
  DISPATCH_DAYS,
  TRANSIT_ZONES,
  deliverySettingsValues,
  type DeliverySettings,
  type DeliverySettingsValues,
  type TransitZone,
} from '@/modules/console/delivery/delivery-settings-form';
import { ChoiceFieldset } from './choice-fieldset';
import { SettingsCardForm } from './settings-card-form';
import { useSettingsCard } from './use-settings-card';

const FIELDS = ['dispatch_pincode', 'dispatch_weekdays', 'cutoff', 'transit_days', 'undeliverable_pincodes'] as const;

/** The platform's field → this card's input; a refused transit day names its zone ('transit_days.metro'). */
function inputOf(field: (typeof FIELDS)[number], zone: string | null) {
  if (field === 'transit_days') return `delivery-transit-${zone ?? 'same_city'}`;
  if (field === 'dispatch_weekdays') return 'delivery-day-1';
  return { dispatch_pincode: 'delivery-dispatchPincode', cutoff: 'delivery-cutoff', undeliverable_pincodes: 'delivery-undeliverable' }[field];
}

/**
 * Where and when the shop dispatches, and how many working days a parcel takes to each zone: the platform promises
 * each shopper a date from these ("Delivery by Fri, 29 Nov"), and refuses orders to the PIN codes listed last.
 */
export function DeliveryDatesCard({ settings }: { settings: DeliverySettings }) {
  const card = useSettingsCard(saveDeliverySettingsAction, FIELDS, inputOf);
  const { refusal, field, detail, errorOf } = card;
  const [values, setValues] = useState<DeliverySettingsValues>(() => deliverySettingsValues(settings));
  // A refused transit day names its zone ('transit_days.metro'): that field is marked, the others not.
  const zoneError = (zone: TransitZone) => (field === 'transit_days' && (detail === zone || !detail) ? refusal!.message : null);
  const toggleDay = (day: number, on: boolean) =>
    setValues((current) => ({
      ...current,
      weekdays: on ? [...current.weekdays, day].sort((a, b) => a - b) : current.weekdays.filter((other) => other !== day),
    }));
  const setTransit = (zone: TransitZone, value: string) => setValues((current) => ({ ...current, transit: { ...current.transit, [zone]: value } }));

  return (
    <SettingsCardForm
      id="delivery"
      heading="Delivery dates"
      note="Shoppers see “Delivery by …” for their PIN code before they buy. Sundays and national holidays are skipped."
      saveLabel="Save delivery dates"
      card={card}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ConsoleField
          id="delivery-dispatchPincode"
          label="Dispatch PIN code"
          error={errorOf('dispatch_pincode')}
          hint="Where your parcels leave from. Empty: no date is shown."
        >
          {(describedBy) => (
            <input
              id="delivery-dispatchPincode"
              name="dispatchPincode"
              value={values.dispatchPincode}
              onChange={(event) => setValues((current) => ({ ...current, dispatchPincode: event.target.value }))}
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              aria-invalid={errorOf('dispatch_pincode') ? true : undefined}
              aria-describedby={describedBy}
              className={clsx(inputClass, 'font-mono')}
            />
          )}
        </ConsoleField>
        <ConsoleField
          id="delivery-cutoff"
          label="Daily cut-off (India time)"
          error={errorOf('cutoff')}
          hint="Orders after it are dispatched the next day."
        >
          {(describedBy) => (
            <input
              id="delivery-cutoff"
              name="cutoff"
              type="time"
              value={values.cutoff}
              onChange={(event) => setValues((current) => ({ ...current, cutoff: event.target.value }))}
              aria-invalid={errorOf('cutoff') ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </ConsoleField>
      </div>

      <ChoiceFieldset id="delivery-days" legend="Days you dispatch" error={errorOf('dispatch_weekdays')}>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {DISPATCH_DAYS.map(({ day, label }) => (
            <label
              key={day}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                values.weekdays.includes(day) ? 'border-indigo-600 bg-indigo-50 text-indigo-900' : 'border-gray-300 bg-white text-gray-800',
              )}
            >
              <input
                id={`delivery-day-${day}`}
                type="checkbox"
                name="weekdays"
                value={day}
                checked={values.weekdays.includes(day)}
                onChange={(event) => toggleDay(day, event.target.checked)}
                className="size-5 accent-indigo-700"
              />
              {label}
            </label>
          ))}
        </div>
      </ChoiceFieldset>

      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-gray-800">Working days in transit</legend>
        <p className="mb-3 text-xs text-gray-600">From dispatch to the door, 1 to 30, for each kind of destination.</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {TRANSIT_ZONES.map(({ key, label }) => (
            <ConsoleField key={key} id={`delivery-transit-${key}`} label={label} error={zoneError(key)}>
              {(describedBy) => (
                <input
                  id={`delivery-transit-${key}`}
                  name={`transit_${key}`}
                  value={values.transit[key]}
                  onChange={(event) => setTransit(key, event.target.value)}
                  inputMode="numeric"
                  autoComplete="off"
                  aria-invalid={zoneError(key) ? true : undefined}
                  aria-describedby={describedBy}
                  className={inputClass}
                />
              )}
            </ConsoleField>
          ))}
        </div>
      </fieldset>

      <PincodeListField
        id="delivery-undeliverable"
        name="undeliverable"
        label="PIN codes you do not deliver to"
        hint="One a line: 6 digits, or the first 3 for a whole area (744). Orders there are refused."
        error={errorOf('undeliverable_pincodes')}
        value={values.undeliverable}
        onChange={(undeliverable) => setValues((current) => ({ ...current, undeliverable }))}
      />
    </SettingsCardForm>
  );
}
