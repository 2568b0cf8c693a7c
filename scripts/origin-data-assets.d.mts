export declare const DATA_DIR: string;
export declare function migrationList(): { name: string; sql: string }[];
export declare function seedDataFor(now?: Date): Promise<import('../origin/db/seed/data').SeedData>;
export declare function writeDataAssets(now?: Date, dir?: string): Promise<string[]>;
