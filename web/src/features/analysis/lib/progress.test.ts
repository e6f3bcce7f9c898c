import { describe, expect, it } from 'vitest';
import { progressSteps } from './progress';

const labels = (status: string, message?: string) => progressSteps(status, message).map((s) => s.label);
const states = (status: string, message?: string) => progressSteps(status, message).map((s) => s.state);

describe('six-step progress', () => {
  it('names the steps and marks the ones before the current step done', () => {
    expect(labels('analyzing')).toEqual(['Uploaded', 'Extracted', 'Scoped', 'Analyzing', 'Discuss', 'Complete']);
    expect(states('analyzing')).toEqual(['done', 'done', 'done', 'active', 'todo', 'todo']);
  });

  it('maps each status to its step, active label and caption', () => {
    const active = (status: string) => progressSteps(status).find((s) => s.state === 'active');
    expect(active('uploaded')).toMatchObject({ name: 'Upload', caption: undefined });
    expect(active('processing')).toMatchObject({ name: 'Upload', caption: 'preparing...' });
    expect(active('extracting')).toMatchObject({ label: 'Extracting', caption: 'reading document...' });
    expect(active('extracting_fields')).toMatchObject({ label: 'Scoping', caption: 'identifying details...' });
    expect(active('scope')).toMatchObject({ label: 'Scoping', caption: 'understanding project...' });
    expect(active('analyzing')).toMatchObject({ label: 'Analyzing', caption: 'analyzing quality...' });
    expect(active('discussing')).toMatchObject({ label: 'Discussing', caption: 'ready for chat' });
    expect(active('something_new')).toMatchObject({ name: 'Upload' });
  });

  it('shows every step done once completed', () => {
    expect(labels('completed')).toEqual(['Uploaded', 'Extracted', 'Scoped', 'Analyzed', 'Discussed', 'Completed']);
    expect(states('completed').every((s) => s === 'done')).toBe(true);
  });

  it('on error turns the step the message points at red', () => {
    expect(states('error', 'Failed while extracting text')).toEqual(['done', 'error', 'todo', 'todo', 'todo', 'todo']);
    expect(states('error', 'Error analyzing the quote')).toEqual(['done', 'done', 'done', 'error', 'todo', 'todo']);
    expect(states('error', null as unknown as string)).toEqual(['error', 'todo', 'todo', 'todo', 'todo', 'todo']);
  });
});
