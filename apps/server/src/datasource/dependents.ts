/**
 * What uses a data source. Deleting a source that something depends on is refused, naming the
 * dependents (issue 3). Datasets do not exist yet: their feature registers a provider here.
 */
export interface DatasourceDependent {
  /** e.g. 'dataset' */
  type: string;
  id: string;
  name: string;
}

export type DependentsProvider = (
  datasourceId: string,
  orgId: number,
) => Promise<readonly DatasourceDependent[]>;

export class DependentsRegistry {
  private readonly providers = new Set<DependentsProvider>();

  /** Adds a provider; the returned function removes it again. */
  register(provider: DependentsProvider): () => void {
    this.providers.add(provider);
    return () => this.providers.delete(provider);
  }

  async find(datasourceId: string, orgId: number): Promise<DatasourceDependent[]> {
    const found = await Promise.all([...this.providers].map((p) => p(datasourceId, orgId)));
    return found.flat();
  }
}
