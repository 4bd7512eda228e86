/** What a fragment is built on: the settings composed before it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mixin pattern requires any[] here
export type SettingsBase = new (...args: any[]) => object;

/**
 * A group of settings (Postgres, NATS, the AI provider...) that an app's config takes in: a class
 * mixin, so class-validator and class-transformer find its decorators through the prototype chain.
 */
export type ConfigFragment = (base: SettingsBase) => SettingsBase;

/** The settings a fragment adds. */
export type SettingsOf<F extends ConfigFragment> = InstanceType<ReturnType<F>>;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The settings of every fragment in the list. */
export type ComposedSettings<F extends readonly ConfigFragment[]> = Intersection<SettingsOf<F[number]>>;

/**
 * The base class of an app's config: the fragments' settings, in the order given, with their
 * defaults and validation. The app declares its own settings in a class that extends it:
 * `export class BillingConfig extends composeConfig(...SERVICE_FRAGMENTS) { ... }`.
 */
export function composeConfig<F extends readonly ConfigFragment[]>(
  ...fragments: F
): new () => ComposedSettings<F> {
  const composed = fragments.reduce<SettingsBase>((base, fragment) => fragment(base), class {});
  // The one place the type system cannot follow: each mixin's own fields are added at run time.
  return composed as new () => ComposedSettings<F>;
}
