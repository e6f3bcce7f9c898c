import { App } from 'aws-cdk-lib';
import { QuoteCheckStack, type QuoteCheckStackProps } from '../../infra/lib/quotecheck-stack.js';

/** The QuoteCheck stack in a fresh app, with Lambda bundling skipped (assertions do not need the code). */
export function buildStack(props: QuoteCheckStackProps = {}): { app: App; stack: QuoteCheckStack } {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new QuoteCheckStack(app, 'QuoteCheck', props);
  return { app, stack };
}

export interface Resource {
  Type: string;
  Properties: Record<string, any>;
}

export interface PolicyStatementJson {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

export const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
