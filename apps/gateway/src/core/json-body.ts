import { BadRequestException } from '@nestjs/common';
import { CommonErrorCode } from '@maeum/contracts';
import type { FastifyInstance } from 'fastify';

/** The recordings a browser makes (MediaRecorder), which POST /api/stt reads. */
export const SPEECH_AUDIO = /^audio\/(?:webm|ogg|mp4|mpeg|wav|x-wav)(?:;.*)?$/;

/** No request of the API nests deeper than a few levels; 32 leaves room and stops recursion long before it hurts. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

/**
 * Whether JSON text nests objects and arrays more than `limit` deep, read in one pass over the text
 * with a counter (no parse, no recursion), stopping at the first level too deep. Brackets inside
 * strings do not count. Text that is not JSON gives some answer; the parser refuses it next.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return false;
}

function tooDeep(): BadRequestException {
  const message = `The request body must not nest more than ${MAX_JSON_DEPTH} levels deep.`;
  return new BadRequestException({
    code: CommonErrorCode.validationFailed,
    message,
    errors: [{ field: 'body', message }],
  });
}

/**
 * The only request bodies the gateway reads are JSON (and recorded speech, see SPEECH_AUDIO). A form (urlencoded, multipart) or text/plain
 * is what a page on another site can post without asking (no CORS preflight), so refusing every
 * other type with 415 closes that door for every endpoint at once. A request without a body needs
 * no content type.
 *
 * The depth is checked on the text before it is parsed: class-transformer and the validators walk
 * a body recursively, and a few kilobytes of brackets would overflow the stack (a 500).
 */
export function acceptJsonBodiesOnly(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.removeAllContentTypeParsers();
  // Recorded speech for POST /api/stt, as bytes. No form can send these types: a page on another
  // site must ask first (CORS preflight), so they open no door that JSON closes.
  fastify.addContentTypeParser(SPEECH_AUDIO, { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (request, body, done) => {
      if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
        done(tooDeep(), undefined);
        return;
      }
      parseJson(request, body as string, done);
    },
  );
}
