export * from './second-opinion';
export { secondOpinionFor, isOpenAiItself } from './second-opinion-for';
export {
  OpenAiModerationOpinion,
  verdictFromModeration,
  MODERATION_CONCERN_SCORE,
} from './openai-moderation.opinion';
export { ModelClassifierOpinion } from './model-classifier.opinion';
