import { and, asc, eq, sql } from 'drizzle-orm';
import type { AddressRequest, AddressWire } from './contract/addresses';
import { queryRows, type Db } from '../shared/db/database';
import { addresses, customers } from './tables';
import type { AddressSnapshot } from '../orders/tables';
import { Problem } from '../shared/problem';
import { checkedAddress } from './address-pincode';

export const MAX_ADDRESSES = 20;
export const ADDRESS_SAVED_MESSAGE = 'Address saved successfully.';
export const ADDRESS_UPDATED_MESSAGE = 'Address updated successfully.';
export const ADDRESS_DELETED_MESSAGE = 'Address deleted successfully.';
export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found.';
export const TOO_MANY_ADDRESSES_MESSAGE = `You can save at most ${MAX_ADDRESSES} addresses. Please delete one first.`;

/** Whose addresses a call may touch: always one customer of one reseller. */
export interface AddressOwner {
  shopId: number;
  customerId: number;
}

type AddressRow = typeof addresses.$inferSelect;

const owned = (owner: AddressOwner) => and(eq(addresses.shopId, owner.shopId), eq(addresses.customerId, owner.customerId));

/** The form's single name is split at its first space: 'Priya Devi Sharma' → 'Priya' + 'Devi Sharma'. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

function columnsOf(request: AddressRequest) {
  return {
    ...splitName(request.name),
    email: request.email,
    mobile: request.mobile,
    pincode: request.pincode,
    address1: request.address1,
    address2: request.address2,
    city: request.city,
    district: request.district.trim(),
    state: request.state,
    country: request.country,
  };
}

function toWire(row: AddressRow): AddressWire {
  return { id: row.id, ...addressSnapshot(row) };
}

/** The address as orders keep it: a copy taken when the order is placed, so later edits don't change the order. */
export function addressSnapshot(row: AddressRow): AddressSnapshot {
  return {
    firstname: row.firstName,
    lastname: row.lastName,
    emailid: row.email,
    mobileno: row.mobile,
    pincode: row.pincode,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    district: row.district,
    STATENAME: row.state,
    country: row.country,
  };
}

/** Oldest first, so the first saved address (the one checkout preselects) stays first. */
export async function listAddresses(db: Db, owner: AddressOwner): Promise<AddressWire[]> {
  const rows = await db.select().from(addresses).where(owned(owner)).orderBy(asc(addresses.id));
  return rows.map(toWire);
}

/** Saves a new address; the customer's row is locked so concurrent saves cannot pass the limit together. */
export async function insertAddress(db: Db, owner: AddressOwner, given: AddressRequest): Promise<number> {
  const request = await checkedAddress(given);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, owner.customerId), eq(customers.shopId, owner.shopId)))
      .for('update');
    const [saved] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from addresses where reseller_id = ${owner.shopId} and customer_id = ${owner.customerId}`,
    );
    if ((saved?.count ?? 0) >= MAX_ADDRESSES) throw new Problem(400, TOO_MANY_ADDRESSES_MESSAGE);
    const [row] = await tx
      .insert(addresses)
      .values({ ...owner, ...columnsOf(request) })
      .returning({ id: addresses.id });
    return row!.id;
  });
}

/** Changes one of the customer's addresses; another customer's id is 'not found' and nothing changes. */
export async function updateAddress(db: Db, owner: AddressOwner, id: number, given: AddressRequest): Promise<void> {
  const request = await checkedAddress(given);
  const rows = await db
    .update(addresses)
    .set({ ...columnsOf(request), updatedAt: new Date() })
    .where(and(eq(addresses.id, id), owned(owner)))
    .returning({ id: addresses.id });
  if (!rows.length) throw new Problem(404, ADDRESS_NOT_FOUND_MESSAGE);
}

/** Deletes one of the customer's addresses. Orders keep their own snapshot of the address, so this is always allowed. */
export async function deleteAddress(db: Db, owner: AddressOwner, id: number): Promise<void> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), owned(owner)))
    .returning({ id: addresses.id });
  if (!rows.length) throw new Problem(404, ADDRESS_NOT_FOUND_MESSAGE);
}
