// drizzle-kit writes foreign keys as REFERENCES "public"."table"; strip the schema so the migrations
// apply to whichever schema is first on the search_path (DATABASE_SCHEMA, and the tests' fresh schemas).
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve('platform/db/migrations');
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(dir, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = before.replaceAll('REFERENCES "public".', 'REFERENCES ');
  if (after !== before) fs.writeFileSync(full, after);
}
