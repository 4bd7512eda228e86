/**
 * Asserts that an answer's body is the error envelope (`ErrorBody`) with `status` (and `code`,
 * when given); `what` names the request in the failure message. Returns the parsed body.
 */
export function expectErrorEnvelope(
  text: string,
  status: number,
  what: string,
  code?: string,
): { statusCode: number; code: string; message: string } {
  let body: { statusCode?: unknown; code?: unknown; message?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${what}: ${status} without a JSON error body: ${text.slice(0, 200)}`);
  }
  expect({
    what,
    statusCode: body.statusCode,
    code: code === undefined ? typeof body.code : body.code,
    message: typeof body.message,
  }).toEqual({ what, statusCode: status, code: code ?? 'string', message: 'string' });
  return body as { statusCode: number; code: string; message: string };
}
