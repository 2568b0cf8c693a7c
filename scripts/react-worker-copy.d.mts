export declare const REACT_COPY: string;
export declare function patchReactServer(source: string): string;
export declare function writeReactWorkerCopy(): boolean;
