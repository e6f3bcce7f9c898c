import { Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { CONFIG } from './config.js';

const CLOUDWATCH = new ServicePrincipal('cloudwatch.amazonaws.com');

export interface MonitoringProps {
  stateMachine: IStateMachine;
  /** The pipeline's Lambdas (steps and MarkFailed), by step id. */
  pipelineFunctions: Record<string, IFunction>;
  /** The Stripe webhook's Lambda. */
  webhookFunction: IFunction;
  /** Subscribed to the alarm topic when given (infra/lib/config.ts: alarmEmailOf). */
  alarmEmail?: string;
}

/**
 * Operations alarms for what runs without anyone watching: the quote pipeline (failed and timed-out
 * executions, errors of each step's Lambda) and the Stripe webhook's Lambda. Every alarm, and its
 * return to OK, goes to one SNS topic, encrypted with a key that CloudWatch may use.
 *
 * No Lambda of the stack is invoked asynchronously (API Gateway and Step Functions invoke them
 * synchronously, and nothing subscribes them to S3, EventBridge or SNS), so none has a dead-letter
 * queue: failures surface to the caller, the pipeline's catch-all MarkFailed step and these alarms.
 */
export class Monitoring extends Construct {
  public readonly topic: Topic;
  public readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { account, region } = Stack.of(this);

    const key = new Key(this, 'TopicKey', {
      description: 'Encrypts the QuoteCheck alarm topic; CloudWatch alarms may use it to publish',
      enableKeyRotation: true,
    });
    // CloudWatch cannot publish to a topic under the AWS managed SNS key, hence a key of our own.
    key.grant(CLOUDWATCH, 'kms:Decrypt', 'kms:GenerateDataKey*');

    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: 'QuoteCheck alarms',
      masterKey: key,
      enforceSSL: true,
    });
    // The topic policy (TLS only) replaces SNS's default one, so CloudWatch alarms of this account are allowed by name.
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        principals: [CLOUDWATCH],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          ArnLike: { 'aws:SourceArn': `arn:${Stack.of(this).partition}:cloudwatch:${region}:${account}:alarm:*` },
          StringEquals: { 'aws:SourceAccount': account },
        },
      }),
    );
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const { period } = CONFIG.alarms;
    this.alarmOn('PipelineExecutionsFailed', {
      metric: props.stateMachine.metricFailed({ period }),
      threshold: CONFIG.alarms.pipelineExecutionsThreshold,
      description:
        'Quote pipeline executions failed (the quote shows an error; see the state machine execution history).',
    });
    this.alarmOn('PipelineExecutionsTimedOut', {
      metric: props.stateMachine.metricTimedOut({ period }),
      threshold: CONFIG.alarms.pipelineExecutionsThreshold,
      description: `Quote pipeline executions ran past their ${CONFIG.pipeline.timeout.toHumanString()} limit.`,
    });
    for (const [stepId, fn] of Object.entries(props.pipelineFunctions)) {
      this.alarmOn(`PipelineStepErrors-${stepId}`, {
        metric: fn.metricErrors({ period }),
        threshold: CONFIG.alarms.pipelineFunctionErrorsThreshold,
        description: `The pipeline step '${stepId}' Lambda returned errors (retried ones included).`,
      });
    }
    this.alarmOn('WebhookErrors', {
      metric: props.webhookFunction.metricErrors({ period }),
      threshold: CONFIG.alarms.webhookErrorsThreshold,
      description:
        'The Stripe webhook Lambda returned errors: a payment or refund may not be booked yet (Stripe retries for 3 days).',
    });
  }

  private alarmOn(
    id: string,
    { metric, threshold, description }: { metric: IMetric; threshold: number; description: string },
  ): void {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `QuoteCheck: ${description}`,
    });
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
  }
}
