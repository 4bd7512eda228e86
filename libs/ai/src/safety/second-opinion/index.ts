export * from './second-opinion';
export { secondOpinionFor, isOpenAiItself } from './second-opinion-for';
export {
  OpenAiModerationOpinion,
  verdictFromModeration,
  MODERATION_CONCERN_SCORE,
} from './openai-moderation.opinion';
export { OpenAiClassifierOpinion, GeminiClassifierOpinion } from './model-classifier.opinion';
