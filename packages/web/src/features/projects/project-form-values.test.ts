import { describe, expect, it } from 'vitest';
import { aJob, aProject } from '../../test/fixtures.js';
import { initialValues, projectBody } from './project-form-values.js';

describe("a saved project's values in the edit form", () => {
  it('shows money with its cents, and sends back the same amounts', () => {
    const project = aProject({
      price: 1400.5,
      projectItems: [aJob({ itemPrice: 1400.5, itemLabor: 20, itemCost: 0 })],
    });
    const values = initialValues(project);
    expect(values.price).toBe('1400.50');
    expect(values.jobs[0]).toMatchObject({ itemPrice: '1400.50', itemLabor: '20.00' });
    expect(projectBody(values, project).projectItems?.[0]).toMatchObject({ itemPrice: '1400.50', itemLabor: '20.00' });
  });
});
