import { authUnitKit } from '../auth-unit.test-kit';
import { RecordPageVisitUseCase } from './record-page-visit.usecase';

describe('RecordPageVisitUseCase', () => {
  it('records the visit with the consent read in the same statement, and says so', async () => {
    const { pageVisits, uow, unitOfWork } = authUnitKit();
    pageVisits.recordWithConsent.mockResolvedValue(true);
    await expect(new RecordPageVisitUseCase(uow).execute('user-1', '/insights')).resolves.toEqual({
      recorded: true,
    });
    expect(pageVisits.recordWithConsent).toHaveBeenCalledWith('user-1', '/insights');
    expect(unitOfWork.events).toEqual([]);
  });

  it('answers not recorded when the consent is off (the statement wrote nothing)', async () => {
    const { pageVisits, uow } = authUnitKit();
    pageVisits.recordWithConsent.mockResolvedValue(false);
    await expect(new RecordPageVisitUseCase(uow).execute('user-1', '/dashboard')).resolves.toEqual({
      recorded: false,
    });
  });
});
