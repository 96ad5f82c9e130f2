import { inArray, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { storedFiles } from './tables';

/** One uploaded file, by its path under /uploads/ ('logos/s1/logo-3fa9c2d1e0b4.png'). */
export interface StoredFile {
  path: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Where uploaded files live so that every process of the platform can serve them. The database is the one
 * implementation: an S3-compatible bucket (S3_* settings) would be a second one behind the same three calls.
 * Paths are content-addressed (the bytes' hash is in the name), so a path's bytes never change: writing the same
 * file twice is harmless and a reader may cache what it read.
 */
export interface FileStore {
  read(path: string): Promise<StoredFile | null>;
  write(files: StoredFile[], shopId: number | null): Promise<void>;
  remove(paths: string[]): Promise<void>;
}

/** Files in the stored_files table, bytes included. */
export function databaseFileStore(db: Queryable): FileStore {
  return {
    async read(path) {
      const [row] = await db
        .select({ path: storedFiles.path, contentType: storedFiles.contentType, bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(eq(storedFiles.path, path))
        .limit(1);
      return row?.bytes ? { path: row.path, contentType: row.contentType, bytes: row.bytes } : null;
    },
    async write(files, shopId) {
      if (files.length === 0) return;
      await db
        .insert(storedFiles)
        .values(files.map((file) => ({ path: file.path, contentType: file.contentType, size: file.bytes.length, bytes: file.bytes, shopId })))
        .onConflictDoNothing({ target: storedFiles.path });
    },
    async remove(paths) {
      if (paths.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.path, paths));
    },
  };
}
