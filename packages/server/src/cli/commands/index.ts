/**
 * Every `snipwire` command. Areas that add commands (e.g. `snipwire outbox`) append them here.
 */
import type { Command } from '../command.js'
import { apply } from './apply.js'
import { dataAdd, dataDelete, dataGet, dataList, dataSet } from './data.js'
import { outbox, workspaceSet } from './notifications.js'
import { payments } from './payments.js'
import { priceList, pricePut } from './price.js'
import { serve } from './serve.js'
import { snippetDelete, snippetGet, snippetList, snippetPut } from './snippet.js'
import { usage } from './usage.js'
import {
  workspaceCreate,
  workspaceList,
  workspaceRotateKeys,
  workspaceUpdate,
} from './workspace.js'

export const COMMANDS: readonly Command[] = [
  serve,
  workspaceCreate,
  workspaceList,
  workspaceUpdate,
  workspaceRotateKeys,
  snippetPut,
  snippetList,
  snippetGet,
  snippetDelete,
  dataAdd,
  dataSet,
  dataGet,
  dataList,
  dataDelete,
  usage,
  apply,
  workspaceSet,
  pricePut,
  priceList,
  payments,
  outbox,
]
