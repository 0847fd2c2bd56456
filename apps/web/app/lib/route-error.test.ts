import { data } from 'react-router'
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { describe, expect, it } from 'vitest'
import { describeRouteError } from './route-error'

describe('describeRouteError', () => {
  it('shows a 404 as its status and status text', () => {
    expect(describeRouteError(new ErrorResponse(404, 'Not Found', null))).toEqual({
      detail: '404 Not Found',
    })
  })

  it('shows another status with the message it carries', () => {
    expect(describeRouteError(new ErrorResponse(503, 'Service Unavailable', 'Back soon'))).toEqual({
      detail: '503 Service Unavailable',
      message: 'Back soon',
    })
  })

  it('shows a thrown error’s message', () => {
    expect(describeRouteError(new Error('The projects could not be loaded.'))).toEqual({
      detail: 'Error',
      message: 'The projects could not be loaded.',
    })
  })

  it('has a readable message for anything else that was thrown', () => {
    expect(describeRouteError(data('nope'))).toEqual({
      detail: 'Error',
      message: 'Something went wrong while loading this page.',
    })
  })
})
