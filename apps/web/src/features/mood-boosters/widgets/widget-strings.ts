import { joinFeatureStrings } from '../../../i18n/feature-strings';

/**
 * A widget's words load with the widget's own chunk, under `boosters.<key>`; every widget bundle
 * has a `label` (its region's accessible name), which tells whether it has joined already.
 */
export function joinWidgetStrings(key: string, bundles: { en: object; ko: object }): void {
  joinFeatureStrings(
    { en: { boosters: { [key]: bundles.en } }, ko: { boosters: { [key]: bundles.ko } } },
    `boosters.${key}.label`,
  );
}
