export interface CompletionRequest {
  system: string;
  user: string;
  maxTokens: number;
  temperature: number;
  /** Ask for a JSON object (the provider's JSON mode). */
  json?: boolean;
  /** Ask for JSON held to this schema (OpenAI `response_format: json_schema`, Gemini `responseJsonSchema`). */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
}

/** A model that answers once, whole (not streamed). */
export interface TextCompleter {
  readonly name: string;
  complete(request: CompletionRequest, signal: AbortSignal): Promise<string>;
}
