/**
 * `snipwire usage --workspace ID`: the usage counters (totals and per mode) and each snippet's
 * calls.
 */
import type { Usage } from '../../core/model.js'
import { loadWorkspace } from '../../core/workspaces.js'
import { requireOption, type Command } from '../command.js'

interface UsageView extends Usage {
  test: Usage
  live: Usage
  snippets: Record<string, { calls: number; test: number; live: number }>
}

export const usage: Command = {
  words: ['usage'],
  usage: 'snipwire usage --workspace ID',
  summary: "Print the usage counters and every snippet's calls.",
  options: { workspace: { type: 'string' } },
  async run(context): Promise<UsageView> {
    const workspaceId = requireOption(context, 'workspace')
    const store = context.store()
    await loadWorkspace(store, workspaceId)
    const report = await store.getUsage(workspaceId)
    const snippets: UsageView['snippets'] = {}
    for (const [id, calls] of Object.entries(report.snippets)) {
      snippets[id] = { calls: calls.test + calls.live, ...calls }
    }
    return {
      currentAuth: report.test.currentAuth + report.live.currentAuth,
      currentWrites: report.test.currentWrites + report.live.currentWrites,
      currentReads: report.test.currentReads + report.live.currentReads,
      test: report.test,
      live: report.live,
      snippets,
    }
  },
  human(result: UsageView) {
    const line = (label: string, value: Usage) =>
      `${label}  auth ${value.currentAuth}  writes ${value.currentWrites}  reads ${value.currentReads}`
    return [
      line('total', result),
      line('test ', result.test),
      line('live ', result.live),
      ...Object.entries(result.snippets).map(
        ([id, calls]) =>
          `snippet ${id}: ${calls.calls} calls (${calls.test} test, ${calls.live} live)`,
      ),
    ].join('\n')
  },
}
