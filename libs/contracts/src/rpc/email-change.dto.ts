import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  type ConfirmEmailChangeRequest,
  EMAIL_INVALID_MESSAGE,
  type RequestEmailChangeRequest,
} from '@maeum/api-types';
import {
  NoHiddenCharacters,
  NoMixedScriptDomain,
  toNormalizedEmail,
} from '../validation/no-hidden-characters';

// With stopAtFirstError the bottom-most decorator is checked first: the type check comes last.

export class RequestEmailChangeDto implements RequestEmailChangeRequest {
  @ApiProperty({ example: 'jiwoo@example.com', maxLength: 254 })
  @MaxLength(254)
  @IsEmail({}, { message: EMAIL_INVALID_MESSAGE })
  @NoMixedScriptDomain({ message: EMAIL_INVALID_MESSAGE })
  @NoHiddenCharacters({ message: EMAIL_INVALID_MESSAGE })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString()
  // The same rule as sign-up's address, so the new address is compared as sign-up would store it.
  @Transform(toNormalizedEmail)
  newEmail: string;

  @ApiPropertyOptional({ description: 'Required when the account has a password' })
  @MaxLength(1024)
  @IsString()
  @IsOptional()
  currentPassword?: string;
}

export class ConfirmEmailChangeDto implements ConfirmEmailChangeRequest {
  @ApiProperty()
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: 'Invalid or expired' })
  token: string;
}
