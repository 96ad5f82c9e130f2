/**
 * For start-up code: a wrong setting (a SettingsError, which names the variable) will not right itself, so it stops
 * the process with that message alone. Anything else is handed back to the caller.
 */
export function stopOnWrongSettings(error: unknown): unknown {
  if (error instanceof Error && error.name === 'SettingsError') {
    console.error(error.message);
    process.exit(1);
  }
  return error;
}
