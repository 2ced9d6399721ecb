/** The JSON every team server answers an error with. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}
