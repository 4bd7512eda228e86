import { Controller } from '@nestjs/common';
import {
  type AdminActionResult,
  AdminDeleteUserRpcDto,
  AdminPlanRpcDto,
  type AdminUserDetail,
  type AdminUserPage,
  AdminUsersQueryDto,
  RecordIdDto,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { DeleteUserUseCase } from './delete-user.usecase';
import { GetUserUseCase } from './get-user.usecase';
import { GrantPlanUseCase } from './grant-plan.usecase';
import { SearchUsersUseCase } from './search-users.usecase';

@Controller()
export class UsersController {
  constructor(
    private readonly searchUsers: SearchUsersUseCase,
    private readonly getUser: GetUserUseCase,
    private readonly deleteUser: DeleteUserUseCase,
    private readonly grantPlan: GrantPlanUseCase,
  ) {}

  @RpcHandler(RpcPattern.adminUsersSearch)
  search(input: AdminUsersQueryDto, call: RpcCallContext): Promise<AdminUserPage> {
    return this.searchUsers.execute(call.callerId(), input ?? {});
  }

  @RpcHandler(RpcPattern.adminUsersGet)
  get(input: RecordIdDto, call: RpcCallContext): Promise<AdminUserDetail> {
    return this.getUser.execute(call.callerId(), input.id);
  }

  @RpcHandler(RpcPattern.adminUsersDelete)
  delete(input: AdminDeleteUserRpcDto, call: RpcCallContext): Promise<AdminActionResult> {
    return this.deleteUser.execute(call.callerId(), input.id, input.confirmation);
  }

  @RpcHandler(RpcPattern.adminUsersPlan)
  plan(input: AdminPlanRpcDto, call: RpcCallContext): Promise<AdminActionResult> {
    return this.grantPlan.execute(call.callerId(), input.id, { planId: input.planId, reason: input.reason });
  }
}
