import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { ConfirmEmailChangeRequest, RequestEmailChangeRequest } from '@maeum/api-types';

// With stopAtFirstError the bottom-most decorator is checked first: the type check comes last.

// The same rule as sign-up's address, so the new address is compared as sign-up would store it.
const normalizeEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export class RequestEmailChangeDto implements RequestEmailChangeRequest {
  @ApiProperty({ example: 'jiwoo@example.com', maxLength: 254 })
  @MaxLength(254)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString()
  @Transform(normalizeEmail)
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
