import { Ajv, type ValidateFunction } from 'ajv';

/**
 * What the OpenAPI document promises about one REST operation, checked by ajv (a JSON Schema validator we
 * did not write) rather than by our own zod schemas: whether a request as the server reads it off the wire
 * is one the document accepts, and which 4xx answers the operation documents.
 *
 * Path and query parameters arrive as text, so they are read the way OpenAPI means them: ajv's type
 * coercion turns "12" into 12 and "true"/"false" into booleans, and nothing else ("yes" is no boolean, ""
 * no number). The JSON body is checked as it is, without coercion: "12" is no number there. Formats are not
 * checked (a real date is format `date`), and rules across fields are stated in words in the operation's
 * description (`Also refused with 400 when ...`), which ajv cannot read: such inputs count as accepted,
 * where a 400 is a documented answer, so a lenient document only weakens what a refusal proves, never
 * makes a correct answer fail.
 */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
}

/** The request as the server reads it: decoded path parameters, query values (repeated keys as lists), body. */
export interface WireRequest {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
}

export interface OperationContract {
  /** Whether the document accepts this request. */
  accepts(request: WireRequest): boolean;
  /** The 4xx answers the operation documents. */
  refusals: Set<number>;
}

const options = { strict: false, validateFormats: false, allErrors: false } as const;
const asText = new Ajv({ ...options, coerceTypes: 'array' });
const asJson = new Ajv(options);

export function operationContract(
  document: OpenApiDocument,
  rest: { method: string; path: string },
): OperationContract | undefined {
  const operation = document.paths[rest.path]?.[rest.method.toLowerCase()];
  if (!operation) return undefined;
  const parameters = (operation.parameters ?? [])
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => ({
      name: p.name,
      in: p.in as 'path' | 'query',
      required: p.in === 'path' || p.required === true,
      // Wrapped as the one property of an object: ajv coerces a value through its parent.
      validate: asText.compile({ type: 'object', properties: { value: p.schema ?? {} } }) as ValidateFunction,
    }));
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? asJson.compile(bodySchema) : undefined;
  const refusals = new Set(
    Object.keys(operation.responses ?? {})
      .filter((status) => status.startsWith('4'))
      .map(Number),
  );
  return {
    refusals,
    accepts(request) {
      for (const parameter of parameters) {
        const value = request[parameter.in][parameter.name];
        if (value === undefined) {
          if (parameter.required) return false;
          continue;
        }
        // Coercion rewrites the value in place: ajv gets a copy.
        if (!parameter.validate({ value: Array.isArray(value) ? [...value] : value })) return false;
      }
      if (body && !body(request.body)) return false;
      return true;
    },
  };
}
