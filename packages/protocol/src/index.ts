/**
 * @snipwire/protocol — the contract between the Snipwire client and server: snippet shapes,
 * public routes and their bodies, error codes and the spec's messages.
 */
export { SNIPPET_TYPES, QUERY_OPERATORS } from './snippet.js'
export type {
  SnippetType,
  FieldMapping,
  PathSegment,
  QueryOperator,
  LogicalOperator,
  QueryCondition,
  QueryOrder,
  PaymentType,
  Snippet,
  SnippetConfig,
} from './snippet.js'
export { API_PREFIX, ROUTES } from './api.js'
export type {
  Variables,
  SnippetConfigs,
  LoginRequest,
  SignUpRequest,
  AuthUser,
  Session,
  AuthResponse,
  RefreshRequest,
  SignOutRequest,
  AddRequest,
  AddResponse,
  PaymentRequest,
  PaymentResponse,
  QueryRequest,
  DocumentSnapshot,
  QueryResult,
  SubscribeRequest,
  RealtimeEvent,
} from './api.js'
export {
  ERROR_CODES,
  MESSAGES,
  CLIENT_MESSAGES,
  formatMessage,
  EMAIL_PATTERN,
  MIN_PASSWORD_LENGTH,
} from './errors.js'
export type { ErrorCode, ErrorBody } from './errors.js'
