export function encodeJson(value: unknown): Uint8Array {
  return Buffer.from(JSON.stringify(value ?? null));
}

export function decodeJson<T = unknown>(data: Uint8Array): T {
  return JSON.parse(Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8')) as T;
}
