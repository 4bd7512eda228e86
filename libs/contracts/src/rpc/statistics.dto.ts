import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsUUID, Max, Min, ValidateBy } from 'class-validator';
import {
  isTrackedPath,
  PAGE_VISIT_PATH_MAX,
  type PageVisitInput,
  SESSION_RATING_MAX,
  SESSION_RATING_MIN,
  type SessionRatingInput,
} from '@maeum/api-types';

// With stopAtFirstError the bottom-most decorator is checked first: the type check comes last.

export const SESSION_RATING_MESSAGE = `rating must be a whole number from ${SESSION_RATING_MIN} to ${SESSION_RATING_MAX}`;

/** POST /api/sessions/:id/rating: how the person feels now, 1–10. */
export class SessionRatingDto implements SessionRatingInput {
  @ApiProperty({ type: 'integer', minimum: SESSION_RATING_MIN, maximum: SESSION_RATING_MAX })
  @Max(SESSION_RATING_MAX, { message: SESSION_RATING_MESSAGE })
  @Min(SESSION_RATING_MIN, { message: SESSION_RATING_MESSAGE })
  @IsInt({ message: SESSION_RATING_MESSAGE })
  rating: number;
}

/** The RPC twin: the gateway checked the shape, the sessions service checks it again. */
export class SessionRatingRpcDto extends SessionRatingDto {
  @IsUUID()
  id: string;
}

export const PAGE_VISIT_PATH_MESSAGE = 'path must be an app path with dashboard or insights in it';

/** POST /api/page-visits: a path of the app where visits are counted (spec 000). */
export class PageVisitDto implements PageVisitInput {
  @ApiProperty({ example: '/dashboard', maxLength: PAGE_VISIT_PATH_MAX })
  @ValidateBy(
    {
      name: 'trackedPath',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          value.length <= PAGE_VISIT_PATH_MAX &&
          /^\/[A-Za-z0-9/_-]*$/.test(value) &&
          isTrackedPath(value),
      },
    },
    { message: PAGE_VISIT_PATH_MESSAGE },
  )
  path: string;
}
