/**
 * Writes `count` entries through POST /api/journal/entries, 16 at a time (sealed with the writer's
 * key, as any entry is); `body(n)` gives the n-th entry. Resolves the ids of the entries saved.
 */
export async function writeEntries(gatewayUrl, auth, count, body) {
  const ids = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        const n = next++;
        const response = await fetch(`${gatewayUrl}/api/journal/entries`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify(body(n)),
        });
        if (response.status !== 201) throw new Error(`saving an entry answered ${response.status}`);
        ids.push((await response.json()).id);
      }
    }),
  );
  return ids;
}
