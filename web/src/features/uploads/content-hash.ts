// SHA-256 of a file, read in slices (issue 16 scope 8, decision 0044): a file of gigabytes is
// never held whole in memory (crypto.subtle.digest has no streaming form, so the audited
// @noble/hashes incremental hash is used), and the screen stays responsive between slices.
// Lowercase hex, the server's spelling (shared api/uploads.ts filePreviewsSchema.sha256).
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** Bytes read per step: large enough to be fast, small enough to keep memory flat. */
const SLICE_BYTES = 4 * 1024 * 1024;

export async function bytesOf(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  // Blob.arrayBuffer is missing from some test DOMs; FileReader is everywhere.
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('File read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

/** @example await contentHash(file) // 'e3b0c442…' */
export async function contentHash(file: Blob, signal?: AbortSignal): Promise<string> {
  const hash = sha256.create();
  for (let at = 0; at < file.size || at === 0; at += SLICE_BYTES) {
    signal?.throwIfAborted();
    hash.update(await bytesOf(file.slice(at, at + SLICE_BYTES)));
    if (file.size === 0) break;
  }
  return bytesToHex(hash.digest());
}
