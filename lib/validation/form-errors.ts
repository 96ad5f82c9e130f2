/** A form's messages, one per field at most. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** The first field, in the form's order, that has a message. */
export function firstErrorField<F extends string>(order: readonly F[], errors: FormErrors<F>): F | null {
  return order.find((field) => errors[field]) ?? null;
}
