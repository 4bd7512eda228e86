// A companion message through the gateway, its reply read as the browser reads it (server-sent
// events), for the benchmarks that time replies.
import { performance } from 'node:perf_hooks';

/** Sends one message and reads the reply's events to the end; times are on performance.now(). */
export async function sendMessage(gatewayUrl, user, sessionId, content) {
  const sentAt = performance.now();
  const response = await fetch(`${gatewayUrl}/api/sessions/${sessionId}/messages`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'x-forwarded-for': user.ip,
    },
    body: JSON.stringify({ content }),
  });
  if (response.status !== 200) return { status: response.status, text: await response.text(), sentAt };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstDeltaAt;
  let done = false;
  let error;
  for (;;) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    const now = performance.now();
    buffer += decoder.decode(value, { stream: true });
    if (firstDeltaAt === undefined && buffer.includes('event: delta')) firstDeltaAt = now;
    if (buffer.includes('event: done')) done = true;
    if (buffer.includes('event: error'))
      error = buffer.slice(buffer.indexOf('event: error'), buffer.indexOf('event: error') + 200);
  }
  return { status: 200, sentAt, firstDeltaAt, done, error };
}

/** A text session in English at the normal tone; its id. */
export async function startTextSession(gatewayUrl, user) {
  const response = await fetch(`${gatewayUrl}/api/sessions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': 'application/json',
      'x-forwarded-for': user.ip,
    },
    body: JSON.stringify({ type: 'text', tone: 'normal', language: 'en' }),
  });
  if (response.status !== 201)
    throw new Error(`POST /api/sessions answered ${response.status}: ${await response.text()}`);
  return (await response.json()).session.id;
}
