// Flags of the project's scripts: `--help` prints the usage, an unknown flag or a stray argument is
// refused with the reason and the usage (exit 2) before the script does anything.
import { parseArgs } from 'node:util';

/**
 * @param {string} usage the script's usage text (first line: how to call it)
 * @param {import('node:util').ParseArgsConfig['options']} options
 * @param {{ positionals?: boolean, argv?: string[] }} [extra]
 */
export function parseFlags(usage, options, extra = {}) {
  let parsed;
  try {
    parsed = parseArgs({
      args: extra.argv ?? process.argv.slice(2),
      options: { ...options, help: { type: 'boolean', short: 'h', default: false } },
      allowPositionals: extra.positionals ?? false,
      strict: true,
    });
  } catch (error) {
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}
