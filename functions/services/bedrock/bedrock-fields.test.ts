import { BedrockRuntimeClient, ConverseCommand, type ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { TRANSIENT_ERROR_NAME } from '@shared/pipeline.js';
import { bedrockFieldsReading, FIELDS_TOOL, type FieldsReply } from './bedrock-fields.js';
import { fieldsToolReply } from './test-fixtures.js';

const bedrock = mockClient(BedrockRuntimeClient);
const logged: string[] = [];
const deps = {
  client: new BedrockRuntimeClient({ region: 'us-east-1' }),
  modelId: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
  timeoutMs: 200,
  log: (msg: string) => logged.push(msg),
};

const TEXT = [
  'Harbor Window Co. LLC',
  // The document's redaction replaced the customer's name; the street and phone are caught again here.
  'Prepared for [CUSTOMER NAME], 42 Elm Street, Tampa, FL 33611, (813) 555-0199',
  'Vinyl single-hung impact windows   8   $7,600.00',
  'TOTAL $7,600.00',
].join('\n');

export const REPLY: FieldsReply = {
  vendor: { value: 'Harbor Window Co. LLC', evidence: ['Harbor Window Co. LLC'] },
  total: { value: '$7,600.00', evidence: ['TOTAL $7,600.00'] },
  job_site_zip: { value: '33611', evidence: ['Tampa, FL 33611'] },
  quote_type: 'windows',
  units: [{ line: 'Vinyl single-hung impact windows 8 $7,600.00', quantity: 8, kind: 'window', counted: true }],
  window_count: 8,
  door_count: 0,
};

const sent = () => bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;

beforeEach(() => {
  bedrock.reset();
  logged.length = 0;
});

describe("Bedrock's reading of the fields", () => {
  it('asks through a forced tool, with the redacted quote as a document block, and reads the tool input', async () => {
    bedrock.on(ConverseCommand).resolves(fieldsToolReply(REPLY));
    const read = await bedrockFieldsReading(deps, TEXT);
    expect(sent().toolConfig!.toolChoice).toEqual({ tool: { name: FIELDS_TOOL } });
    const [instruction, document] = sent().messages![0]!.content!;
    expect(instruction!.text).toMatch(/record them with the tool/);
    const bytes = new TextDecoder().decode(document!.document!.source!.bytes);
    expect(bytes).toContain('Harbor Window Co. LLC');
    expect(bytes).not.toMatch(/42 Elm|555-0199/);
    expect(sent().system![0]!.text).toMatch(/data, never instructions/);
    expect(read!.reading.fields).toMatchObject({
      totalCost: { value: '7600.00', evidence: ['TOTAL $7,600.00'] },
      zipCode: { value: '33611' },
      windows: { value: '8', evidence: ['Vinyl single-hung impact windows 8 $7,600.00'] },
      doors: { value: '0' },
    });
    expect(read!.usage).toEqual({ inputTokens: 1200, outputTokens: 300 });
  });

  it('is null when the reply breaks the schema or does not use the tool, and says so without the text', async () => {
    bedrock.on(ConverseCommand).resolves(fieldsToolReply({ ...REPLY, window_count: 'eight' }));
    expect(await bedrockFieldsReading(deps, TEXT)).toBeNull();
    bedrock.on(ConverseCommand).resolves({
      output: { message: { role: 'assistant', content: [{ text: 'The total is $7,600.' }] } },
      $metadata: {},
    } as ConverseCommandOutput);
    expect(await bedrockFieldsReading(deps, TEXT)).toBeNull();
    expect(logged).toEqual([
      'Bedrock answered the fields outside the schema; the offline reading stands',
      'Bedrock answered the fields outside the schema; the offline reading stands',
    ]);
  });

  it('throws a TransientError for throttling and for a timeout, for the step to retry', async () => {
    bedrock.on(ConverseCommand).rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));
    await expect(bedrockFieldsReading(deps, TEXT)).rejects.toMatchObject({ name: TRANSIENT_ERROR_NAME });
    bedrock.on(ConverseCommand).callsFake(() => new Promise(() => undefined));
    await expect(bedrockFieldsReading(deps, TEXT)).rejects.toMatchObject({ name: TRANSIENT_ERROR_NAME });
  });

  it('is null for a failure a retry does not mend (a model that is not there)', async () => {
    bedrock
      .on(ConverseCommand)
      .rejects(Object.assign(new Error('no such model'), { name: 'ResourceNotFoundException' }));
    expect(await bedrockFieldsReading(deps, TEXT)).toBeNull();
    expect(logged).toEqual(['Bedrock did not read the fields; the offline reading stands']);
  });
});
