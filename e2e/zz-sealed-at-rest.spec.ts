// RELIABILITY 22 (issue 26, the last "Done when"): after the whole e2e run, a dump of every row of
// every schema holds none of the text the run typed. Playwright runs one worker and the files in
// alphabetical order, so this file ("zz-") runs last (with a worker fixture of its own, see
// below) and sees everything the other specs left.
//
// It searches for two sets of words:
//  - its own: made-up words in English and Korean that no template, vocabulary or default holds,
//    typed in the browser through every place a person writes about themselves (the onboarding
//    context form, a journal entry's title, text and tags, the dashboard's quick entry, a message
//    to the companion, the feeling wheel's reflection);
//  - the other specs' personal sentences: the string literals they pass to `.fill(...)` (directly,
//    or through a constant, a `WORDS` property or a loop over a list), with a space and 12 or more
//    characters, and not an e-mail, a password, a confirmation phrase or a search prefix; and
//    each tag typed into a tags field, which must not be any whole value of any row.
// The same search must find a word that IS stored in plain text (the display name): otherwise
// the test could not fail.
import { expect, test as base, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';
import { createAccount, getAs, onPlan, useOwnClientAddress, withDatabase, type Account } from './helpers';

// Playwright queues test groups by worker fixtures first and by file second: every file on the
// default fixtures runs before a file that changes a worker fixture (mood-boosters.spec.ts sets
// `launchOptions`). A worker fixture of this file's own puts it in the last group of all.
const test = base.extend<object, { sealedRunsLast: boolean }>({
  sealedRunsLast: [true, { scope: 'worker' }],
});

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

/** Made-up words, one per place (English and Korean): any copy of one in a row came from the person. */
const OWN = {
  situation: ['zorblinthe', '둥실퐁당별'],
  calming: ['quenmarrowy', '솔솔깨꿍잎'],
  overwhelming: ['vextrudelle', '쿵짝빵울림'],
  notes: ['plimsovarn', '뭉클벼랑새'],
  goals: ['crandelwickst', '찰랑구슬꽃'],
  challenges: ['thrumboltex', '꼬물방울탑'],
  entryTitle: ['yarnisquel', '살랑도토리별'],
  entryText: ['mebblefordia', '보슬그네달'],
  tags: ['glorptastico', '퐁퐁나무결'],
  quickEntry: ['snarfwhistler', '사각연필숲'],
  chat: ['klaxipondor', '두근조약돌'],
  reflection: ['fennigrovel', '소곤물결빛'],
} as const;

/** Stored in plain text on purpose (auth.users): the positive control of the search. */
const FULL_NAME = 'Quorrisant 결솔빛';

// ---------------------------------------------------------------------------------------------
// The other specs' sentences, read from their source.

interface Typed {
  file: string;
  text: string;
  /** A tag: searched for as a whole value (a short word is part of many templates). */
  whole?: boolean;
}

const NOT_PERSONAL_FIELD = /password|비밀번호|confirm|확인|email|이메일|search|검색|prefix/i;

/** String literals an expression can stand for, through constants, properties and loops in the file. */
function literalsOf(source: ts.SourceFile, node: ts.Node, depth = 0): string[] {
  if (depth > 6) return [];
  const again = (next: ts.Node) => literalsOf(source, next, depth + 1);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return again(node.expression);
  if (ts.isConditionalExpression(node)) return [...again(node.whenTrue), ...again(node.whenFalse)];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(again);
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) ? again(property.initializer) : [],
    );
  if (ts.isElementAccessExpression(node)) return again(node.expression);
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
    const name = ts.isIdentifier(node) ? node.text : node.name.text;
    const found: string[] = [];
    const visit = (candidate: ts.Node) => {
      if (ts.isIdentifier(node)) {
        if (
          ts.isVariableDeclaration(candidate) &&
          ts.isIdentifier(candidate.name) &&
          candidate.name.text === name
        ) {
          if (candidate.initializer) found.push(...again(candidate.initializer));
          // `for (const moment of [...])`: the loop's list.
          const list = candidate.parent?.parent;
          if (list && ts.isForOfStatement(list)) found.push(...again(list.expression));
        }
      } else if (
        ts.isPropertyAssignment(candidate) &&
        (ts.isIdentifier(candidate.name) || ts.isStringLiteral(candidate.name)) &&
        candidate.name.text === name
      ) {
        found.push(...again(candidate.initializer));
      }
      ts.forEachChild(candidate, visit);
    };
    visit(source);
    return found;
  }
  return [];
}

function typedByOtherSpecs(): Typed[] {
  const directory = __dirname;
  const typed = new Map<string, Typed>();
  for (const file of readdirSync(directory)
    .filter((name) => name.endsWith('.spec.ts') && name !== basename(__filename))
    .sort()) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(directory, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'fill' &&
        node.arguments.length === 1
      ) {
        const field = node.expression.expression.getText(source);
        const argument = node.arguments[0].getText(source);
        if (/tags|태그/i.test(field)) {
          for (const tag of literalsOf(source, node.arguments[0]).flatMap((text) => text.split(','))) {
            const trimmed = tag.trim();
            if (trimmed && !typed.has(`#${trimmed.toLowerCase()}`))
              typed.set(`#${trimmed.toLowerCase()}`, { file, text: trimmed, whole: true });
          }
        } else if (!NOT_PERSONAL_FIELD.test(field) && !NOT_PERSONAL_FIELD.test(argument)) {
          for (const text of literalsOf(source, node.arguments[0])) {
            const trimmed = text.trim();
            const personal =
              trimmed.includes(' ') && [...trimmed].length >= 12 && !/@|^https?:/.test(trimmed);
            if (personal && !typed.has(trimmed.toLowerCase()))
              typed.set(trimmed.toLowerCase(), { file, text: trimmed });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...typed.values()];
}

// ---------------------------------------------------------------------------------------------
// The dump.

interface Dump {
  tables: number;
  rows: number;
  schemas: string[];
  /** Every string value of every row, with bytea and base64 runs decoded too, NFC, in lower case. */
  text: string;
  /** The same strings one by one. */
  values: Set<string>;
}

const BASE64_RUN = /[A-Za-z0-9+/_-]{16,}={0,2}/g;

/** A row's strings, and what its bytea (`\x…`) and base64-looking runs decode to as UTF-8. */
function stringsOf(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    out.push(value);
    const hex = /^\\x([0-9a-fA-F]*)$/.exec(value);
    if (hex) out.push(Buffer.from(hex[1], 'hex').toString('utf8'));
    for (const run of value.match(BASE64_RUN) ?? []) out.push(Buffer.from(run, 'base64').toString('utf8'));
  } else if (Array.isArray(value)) {
    for (const item of value) stringsOf(item, out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push(key);
      stringsOf(item, out);
    }
  } else if (value !== null && value !== undefined) {
    out.push(String(value));
  }
}

const normalise = (text: string) => text.normalize('NFC').toLowerCase();
const holds = (dump: string, word: string) => dump.includes(normalise(word));

async function dumpEverySchema(): Promise<Dump> {
  return withDatabase(async (db) => {
    const { rows: tables } = await db.query<{ schema: string; name: string }>(
      `SELECT table_schema AS "schema", table_name AS "name" FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1, 2`,
    );
    const out: string[] = [];
    let rows = 0;
    for (const { schema, name } of tables) {
      const quoted = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
      const result = await db.query<{ row: string }>(`SELECT row_to_json(t)::text AS "row" FROM ${quoted} t`);
      rows += result.rows.length;
      for (const { row } of result.rows) {
        out.push(row);
        stringsOf(JSON.parse(row), out);
      }
    }
    return {
      tables: tables.length,
      rows,
      schemas: [...new Set(tables.map((table) => table.schema))],
      text: normalise(out.join('\n')),
      values: new Set(out.map(normalise)),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Typing, as a person does.

const both = (words: readonly [string, string]) => `${words[0]} ${words[1]}`;

async function answerContextForm(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  for (const title of ['Welcome to maeum.', 'Two ways to talk', "Let's talk time"]) {
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Next' }).click();
  }
  await page
    .getByRole('dialog', { name: 'Help us understand you' })
    .getByRole('button', { name: 'Add more context about you' })
    .click();
  const form = page.getByRole('dialog', { name: 'Tell us more (optional)' });
  await form.getByText('Normal', { exact: true }).click();
  const answers: [string, string][] = [
    ["What's going on for you right now?", `Stuck on ${both(OWN.situation)} lately.`],
    ['What helps you feel calm?', `A walk with ${both(OWN.calming)}.`],
    ['What tends to overwhelm you?', `Too much ${both(OWN.overwhelming)}.`],
    ['Anything else we should know?', `Please remember ${both(OWN.notes)}.`],
    ['What would you like to work towards?', `More ${both(OWN.goals)} in my week.`],
    ['What feels hardest at the moment?', `Facing ${both(OWN.challenges)} every morning.`],
  ];
  for (const [question, answer] of answers) await form.getByLabel(question, { exact: true }).fill(answer);
  await form.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page.getByText('Onboarding completed successfully!')).toBeVisible();
}

async function writeJournalEntry(page: Page) {
  await page.goto('/journal');
  await page.getByRole('button', { name: 'New Entry' }).first().click();
  await page.getByLabel('Title (optional)').fill(`About ${both(OWN.entryTitle)}`);
  await page
    .getByLabel("What's on your mind?")
    .fill(`I was so anxious about ${both(OWN.entryText)} today. Afterwards I went for a walk.`);
  await page
    .locator('label')
    .filter({ hasText: /^anxious$/ })
    .click();
  await page.getByLabel('Tags (comma-separated)').fill(`${OWN.tags[0]}, ${OWN.tags[1]}`);
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Your entry is encrypted and secure. Only you can read it.')).toBeVisible();
  // The worker's analysis of it (its themes are kept too).
  const panel = page.getByRole('heading', { level: 2, name: /AI Analysis/ }).locator('..');
  await expect(panel.getByRole('button', { name: '#anxiety' })).toBeVisible({ timeout: 20_000 });
}

async function writeQuickEntry(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Quick entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'A quick entry' });
  await dialog.getByLabel("What's on your mind?").fill(`A quiet evening with ${both(OWN.quickEntry)}.`);
  await dialog.getByRole('button', { name: 'Save entry' }).click();
  await expect(dialog).toBeHidden();
}

async function talkToTheCompanion(page: Page) {
  await page.goto('/therapy');
  await page.getByRole('link', { name: /Text conversation/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Text conversation' })).toBeVisible();
  const log = page.getByRole('log');
  await expect(log.getByText(/how are you feeling today\?/)).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Your message' });
  await expect(box).toBeEnabled();
  const said = `work has been so stressful, ${both(OWN.chat)} keeps me up and I feel exhausted`;
  await box.fill(said);
  await box.press('Enter');
  await expect(log.getByText(said)).toBeVisible();
  await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await expect(log.locator('li')).toHaveCount(3);
  // Ending it makes the title, the mood tags, the summary and the memories.
  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page).toHaveURL(/\/therapy\?rate=[0-9a-f-]{36}$/);
}

async function reflectOnAFeeling(page: Page, account: Account) {
  await page.goto('/mood-boosters/feeling-wheels');
  await expect(page.getByRole('region', { name: 'Feeling wheel check-in' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Sad', exact: true }).click();
  await page.getByRole('button', { name: 'Lonely', exact: true }).click();
  await page.getByRole('button', { name: '3 – Noticeable' }).click();
  await page
    .getByRole('textbox', { name: 'Reflection (optional)', exact: true })
    .fill(`I noticed ${both(OWN.reflection)} again.`);
  await page.getByRole('button', { name: 'Complete Check-in' }).click();
  await expect(page.getByRole('heading', { name: 'Emotional Check-in Complete' })).toBeVisible();
  // The event is sent best effort: wait until it is kept.
  await expect
    .poll(() =>
      withDatabase(
        async (db) =>
          (
            await db.query(
              `SELECT 1 FROM journal.user_mood_booster_logs
                WHERE user_id = $1 AND interaction->>'type' = 'session_completed'`,
              [account.id],
            )
          ).rowCount,
      ),
    )
    .toBeGreaterThan(0);
}

// ---------------------------------------------------------------------------------------------

test('the search finds plain text however a row keeps it (text, jsonb, bytea, base64)', () => {
  const word = OWN.chat[1];
  const row = JSON.stringify({
    bytes: `\\x${Buffer.from(`x ${word} y`).toString('hex')}`,
    blob: `v1.${Buffer.from(`some ${word.toUpperCase()} text`).toString('base64')}`,
  });
  const out: string[] = [];
  stringsOf(JSON.parse(row), out);
  const text = normalise(out.join('\n'));
  expect(holds(text, word)).toBe(true);
  expect(text.split(normalise(word)).length - 1).toBe(2);
  expect(holds(text, OWN.chat[0])).toBe(false);
});

test('nothing typed in the browser during the run is kept in plain text in any schema', async ({ page }) => {
  test.setTimeout(150_000);
  const account = await createAccount(page, { fullName: FULL_NAME });
  await onPlan(account, 'plus');

  await answerContextForm(page);
  await writeJournalEntry(page);
  await writeQuickEntry(page);
  await talkToTheCompanion(page);
  await reflectOnAFeeling(page, account);

  // The words are read back where they are shown: sealed, not lost.
  const context = await getAs<Record<string, string>>(page, account, '/api/me/context');
  expect(JSON.stringify(context)).toContain(OWN.challenges[1]);
  expect(
    await getAs<unknown[]>(page, account, `/api/journal/entries?tag=${encodeURIComponent(OWN.tags[1])}`),
  ).toHaveLength(1);
  await expect
    .poll(async () => (await getAs<unknown[]>(page, account, `/api/sessions?q=${OWN.chat[0]}`)).length, {
      timeout: 15_000,
    })
    .toBe(1);

  const own = Object.values(OWN).flat();
  const others = typedByOtherSpecs();
  const words = [...own, ...others.filter((typed) => !typed.whole).map((typed) => typed.text)];
  const tags = others.filter((typed) => typed.whole).map((typed) => typed.text);
  const dump = await dumpEverySchema();
  expect(dump.schemas).toEqual(expect.arrayContaining(['auth', 'billing', 'sessions', 'journal', 'admin']));

  test.info().annotations.push(
    {
      type: 'dump',
      description: `${dump.rows} rows of ${dump.tables} tables in ${dump.schemas.length} schemas (${dump.schemas.join(', ')})`,
    },
    { type: 'own words', description: `${own.length}: ${own.join(', ')}` },
    {
      type: "other specs' sentences",
      description: `${others.length - tags.length} sentences and ${tags.length} whole tags: ${others
        .map((typed) => `${typed.file}: ${typed.whole ? '#' : ''}${typed.text}`)
        .join(' | ')}`,
    },
  );
  console.log(
    test
      .info()
      .annotations.map((note) => `${note.type}: ${note.description}`)
      .join('\n'),
  );

  // Positive control: the same search finds what is kept in plain text on purpose, and this
  // person's rows are in the dump.
  expect(holds(dump.text, account.id)).toBe(true);
  expect(dump.values.has(normalise(account.id))).toBe(true);
  for (const part of FULL_NAME.split(' ')) expect(holds(dump.text, part), part).toBe(true);
  // E2E_SEALED_PROVE_PLAIN=1 adds the display name to the words searched for: the test must fail.
  if (process.env.E2E_SEALED_PROVE_PLAIN) words.push(FULL_NAME);

  const found = [
    ...words.filter((word) => holds(dump.text, word)),
    ...tags.filter((tag) => dump.values.has(normalise(tag))),
  ];
  expect(found, 'kept in plain text somewhere in the database').toEqual([]);
});
