import { Controller } from '@nestjs/common';
import {
  CreateJournalEntryDto,
  ImportJournalDto,
  type ImportJournalView,
  JournalEntriesQueryDto,
  type JournalEntryView,
  type JournalInsightsView,
  JournalSearchQueryDto,
  type JournalSearchView,
  type JournalUserExport,
  type RecordIdRequest,
  RpcPattern,
} from '@maeum/contracts';
import { JsonReply, RpcCallContext, RpcHandler } from '@maeum/messaging';
import { CreateEntryUseCase } from './create-entry.usecase';
import { DeleteEntryUseCase } from './delete-entry.usecase';
import { ExportJournalUseCase } from './export-journal.usecase';
import { GetEntryUseCase } from './get-entry.usecase';
import { ImportEntriesUseCase } from './import-entries.usecase';
import { JournalInsightsUseCase } from './journal-insights.usecase';
import { ListEntriesUseCase } from './list-entries.usecase';
import { SearchEntriesUseCase } from './search-entries.usecase';

@Controller()
export class EntriesController {
  constructor(
    private readonly createEntry: CreateEntryUseCase,
    private readonly listEntries: ListEntriesUseCase,
    private readonly getEntry: GetEntryUseCase,
    private readonly deleteEntry: DeleteEntryUseCase,
    private readonly searchEntries: SearchEntriesUseCase,
    private readonly insights: JournalInsightsUseCase,
    private readonly exportJournal: ExportJournalUseCase,
    private readonly importEntries: ImportEntriesUseCase,
  ) {}

  @RpcHandler(RpcPattern.journalCreate)
  create(input: CreateJournalEntryDto, call: RpcCallContext): Promise<JournalEntryView> {
    return this.createEntry.execute(call.callerId(), input, {
      idempotencyKey: call.idempotencyKey(input),
    });
  }

  @RpcHandler(RpcPattern.journalList)
  list(query: JournalEntriesQueryDto, call: RpcCallContext): Promise<JsonReply<JournalEntryView[]>> {
    return this.listEntries.execute(call.callerId(), query ?? {});
  }

  @RpcHandler(RpcPattern.journalGet)
  get(input: RecordIdRequest, call: RpcCallContext): Promise<JournalEntryView> {
    return this.getEntry.execute(call.callerId(), input.id);
  }

  @RpcHandler(RpcPattern.journalDelete)
  delete(input: RecordIdRequest, call: RpcCallContext): Promise<{ deleted: true }> {
    return this.deleteEntry.execute(call.callerId(), input.id);
  }

  @RpcHandler(RpcPattern.journalSearch)
  search(query: JournalSearchQueryDto, call: RpcCallContext): Promise<JournalSearchView> {
    return this.searchEntries.execute(call.callerId(), query);
  }

  @RpcHandler(RpcPattern.journalInsights)
  stats(_input: void, call: RpcCallContext): Promise<JournalInsightsView> {
    return this.insights.execute(call.callerId());
  }

  @RpcHandler(RpcPattern.journalExportUser)
  export(_input: void, call: RpcCallContext): Promise<JournalUserExport> {
    return this.exportJournal.execute(call.callerId());
  }

  @RpcHandler(RpcPattern.journalImport)
  import(input: ImportJournalDto, call: RpcCallContext): Promise<ImportJournalView> {
    return this.importEntries.execute(call.callerId(), input);
  }
}
