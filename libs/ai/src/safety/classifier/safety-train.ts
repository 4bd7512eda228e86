import { writeFileSync } from 'node:fs';
import { loadCorpus } from '../corpus/corpus';
import { withMadeForms } from '../evaluation/expand';
import { chooseThresholds } from './choose-thresholds';
import { SafetyModel } from './safety-model';
import { examplesFrom, toModelData, trainWeights } from './train';
import { trustedRules } from './trusted-rules';

const PROVISIONAL = { crisis: 0.5, ruleBacked: 0.3, crisisAfterDistress: 0.3, concern: 0.5 };

/**
 * `npm run safety:train`: weights from the train split, thresholds from the dev split, written as
 * data to model-data.ts. Deterministic: the same corpus gives the same file.
 */
export function trainSafetyModel(outFile: string): void {
  const started = Date.now();
  const train = loadCorpus('train');
  const devRows = loadCorpus('dev');
  const dev = withMadeForms(devRows);
  const trusted = trustedRules([...train, ...devRows]);
  const examples = examplesFrom(train);
  const trained = trainWeights(examples);
  const provisional = new SafetyModel(
    toModelData(trained, { en: PROVISIONAL, ko: PROVISIONAL }, trusted, true),
  );
  const thresholds = chooseThresholds(provisional, dev);
  // SAFETY_CLASSIFIER_IN_PATH=false leaves the classifier measured only (the rules alone refer).
  const data = toModelData(trained, thresholds, trusted, process.env.SAFETY_CLASSIFIER_IN_PATH !== 'false');
  writeFileSync(
    outFile,
    [
      '// Written by `npm run safety:train` from the corpus train split; thresholds from the dev split.',
      '// Do not edit by hand.',
      "import type { SafetyModelData } from './safety-model';",
      '',
      `export const SAFETY_MODEL_DATA: SafetyModelData = ${JSON.stringify(data)};`,
      '',
    ].join('\n'),
  );
  console.log(
    `trained on ${train.length} train rows (${examples.length} examples) in ${Date.now() - started} ms; ` +
      `thresholds from ${dev.length} dev rows: ${JSON.stringify(thresholds)}; ${trusted.length} rules trusted alone`,
  );
}
