import type { resellers } from '../../shops/tables';

/** A shop as its row in the resellers table: what the services and routes read of the shop they serve. */
export type Shop = typeof resellers.$inferSelect;
