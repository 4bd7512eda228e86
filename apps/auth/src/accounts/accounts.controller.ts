import { Controller } from '@nestjs/common';
import { AuthSessionResult, LoginDto, RpcHeader, RpcPattern, SignupDto } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { SignInUseCase } from './sign-in.usecase';
import { SignUpUseCase } from './sign-up.usecase';

@Controller()
export class AccountsController {
  constructor(
    private readonly signUp: SignUpUseCase,
    private readonly signIn: SignInUseCase,
  ) {}

  @RpcHandler(RpcPattern.authSignup)
  signup(input: SignupDto, ctx: RpcCallContext): Promise<AuthSessionResult> {
    return this.signUp.execute(input, ctx.header(RpcHeader.userAgent));
  }

  @RpcHandler(RpcPattern.authLogin)
  login(input: LoginDto, ctx: RpcCallContext): Promise<AuthSessionResult> {
    return this.signIn.execute(input, ctx.header(RpcHeader.userAgent), ctx.deadline);
  }
}
