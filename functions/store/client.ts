import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClientOptions, getConfig } from '../lib/config.js';

/** The document client and table every store module uses, created once per container. */
export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient(awsClientOptions(getConfig().DYNAMODB_ENDPOINT)), {
  marshallOptions: { removeUndefinedValues: true },
});

export const TABLE = getConfig().TABLE_NAME;
