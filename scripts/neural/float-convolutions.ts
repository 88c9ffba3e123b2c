/**
 * Rewrites the dynamically quantized convolutions of an ONNX model as float convolutions, at
 * install time. onnxruntime's quantize_dynamic turns every Conv into
 *
 *   xq, x_scale, x_zp = DynamicQuantizeLinear(x)
 *   y = ConvInteger(xq, wq, x_zp, w_zp)
 *   A: Mul(Cast(Add(y, Reshape(Cast(Floor(Div(bias, scale)))))), scale)   (the bias folded in)
 *   B: Mul(Cast(y), scale)                                                 (any bias added later)
 *   where scale = Mul(x_scale, w_scale)
 *
 * and onnxruntime runs ConvInteger slowly on the CPU: in Kokoro-82M it took 68 % of the time
 * (7.6 s for 10 s of audio on one thread, 6.2 s on two; with float Conv 6.2 s and 3.5 s). Each
 * match becomes one Conv(x, (wq - w_zp) * w_scale[, bias]) producing the Mul's output, and the
 * nodes and initializers nothing reads any more are dropped. Anything that does not match exactly
 * stays as it was. The output is a pure function of the input bytes, so an install script can
 * check its hash.
 *
 *   node --import tsx scripts/neural/float-convolutions.ts <in.onnx> <out.onnx>
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  WIRE_BYTES,
  WIRE_FIXED32,
  WIRE_VARINT,
  bytesField,
  decodeMessage,
  decodePackedVarints,
  encodeMessage,
  stringField,
  varintField,
  type BytesField,
  type EncodableField,
  type WireField,
} from './protobuf-wire.js';

// Field numbers from onnx.proto.
const MODEL = { irVersion: 1, graph: 7 } as const;
const GRAPH = { node: 1, initializer: 5, input: 11, output: 12 } as const;
const NODE = { input: 1, output: 2, name: 3, opType: 4, attribute: 5, domain: 7 } as const;
const ATTRIBUTE = { name: 1, i: 3, g: 6, graphs: 11 } as const;
const VALUE_INFO = { name: 1 } as const;
const TENSOR = {
  dims: 1,
  dataType: 2,
  segment: 3,
  floatData: 4,
  int32Data: 5,
  int64Data: 7,
  name: 8,
  rawData: 9,
  externalData: 13,
  dataLocation: 14,
} as const;
const DATA_TYPE = { float: 1, uint8: 2, int8: 3, int32: 6, int64: 7 } as const;

interface OnnxNode {
  inputs: string[];
  outputs: string[];
  name: string;
  opType: string;
  domain: string;
  attributes: BytesField[];
  /** Names read inside the node's subgraphs (If, Loop, Scan bodies): they keep outer tensors alive too. */
  subgraphReads: string[];
  /** The node as it goes back into the graph: its original bytes, or a new message. */
  encoded: EncodableField;
}

interface Initializer {
  name: string;
  dataType: number;
  dims: number[];
  fields: WireField[];
  encoded: BytesField;
}

type Numbers = Uint8Array | Int8Array | number[];

interface Graph {
  nodes: OnnxNode[];
  /** In file order; a name given twice (invalid, but possible) keeps both entries here. */
  initializers: Initializer[];
  initializerByName: Map<string, Initializer>;
  inputs: Set<string>;
  outputs: Set<string>;
  producers: Map<string, OnnxNode>;
  consumers: Map<string, OnnxNode[]>;
}

/** One ConvInteger chain that can become a float Conv. */
interface Match {
  convInteger: OnnxNode;
  /** The ConvInteger and the nodes after it that the Conv replaces. */
  replaced: OnnxNode[];
  input: string;
  weight: Initializer;
  weightValues: Numbers;
  zeroPoint: Initializer;
  zeroPointValue: number;
  scale: Initializer;
  scaleValue: number;
  bias: string | undefined;
  output: string;
}

export interface ConversionResult {
  model: Uint8Array;
  converted: number;
  leftAsInt8: number;
}

export function floatConvolutions(model: Uint8Array): Uint8Array {
  return convertConvolutions(model).model;
}

export function convertConvolutions(modelBytes: Uint8Array): ConversionResult {
  const modelFields = decodeOnnx(modelBytes);
  const graphAt = modelFields.findIndex((f) => f.field === MODEL.graph && f.wireType === WIRE_BYTES);
  const graphField = modelFields[graphAt];
  if (!graphField || graphField.wireType !== WIRE_BYTES || !modelFields.some((f) => f.field === MODEL.irVersion)) {
    throw new Error('Not an ONNX model with a graph: no ir_version or no graph field');
  }
  const graphFields = decodeOnnx(graphField.value);
  const graph = indexGraph(graphFields);
  const convIntegers = graph.nodes.filter((n) => isOp(n, 'ConvInteger'));
  const matches = convIntegers.map((n) => matchConvolution(graph, n)).filter((m) => m !== undefined);

  const replacements = floatReplacements(graph, matches);
  const replaced = new Set(matches.flatMap((m) => m.replaced));
  const rewritten = graph.nodes.flatMap((n) => replacements.nodes.get(n) ?? (replaced.has(n) ? [] : [n]));
  const nodes = withoutDeadNodes(rewritten, graph.outputs);
  const initializers = liveInitializers(graph, nodes, replacements.weights);

  const newGraph = replaceRepeated(graphFields, [
    [GRAPH.node, nodes.map((n) => n.encoded)],
    [GRAPH.initializer, initializers],
  ]);
  const newModel: EncodableField[] = modelFields.map((f, i) =>
    i === graphAt ? { field: MODEL.graph, wireType: WIRE_BYTES, message: newGraph } : f,
  );
  return {
    model: encodeMessage(newModel),
    converted: matches.length,
    leftAsInt8: convIntegers.length - matches.length,
  };
}

function decodeOnnx(bytes: Uint8Array): WireField[] {
  try {
    return decodeMessage(bytes);
  } catch (error) {
    throw new Error(`Not an ONNX model: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

function indexGraph(fields: WireField[]): Graph {
  const nodes = bytesFields(fields, GRAPH.node).map(parseNode);
  const initializers = bytesFields(fields, GRAPH.initializer).map(parseInitializer);
  const valueInfoNames = (field: number): Set<string> =>
    new Set(bytesFields(fields, field).map((f) => stringsOf(decodeMessage(f.value), VALUE_INFO.name)[0] ?? ''));
  const producers = new Map<string, OnnxNode>();
  const consumers = new Map<string, OnnxNode[]>();
  for (const node of nodes) {
    for (const output of node.outputs) producers.set(output, node);
    for (const input of [...node.inputs, ...node.subgraphReads]) {
      const readers = consumers.get(input);
      if (readers) readers.push(node);
      else consumers.set(input, [node]);
    }
  }
  return {
    nodes,
    initializers,
    initializerByName: new Map(initializers.map((t) => [t.name, t])),
    inputs: valueInfoNames(GRAPH.input),
    outputs: valueInfoNames(GRAPH.output),
    producers,
    consumers,
  };
}

function parseNode(field: BytesField): OnnxNode {
  const fields = decodeMessage(field.value);
  const attributes = bytesFields(fields, NODE.attribute);
  return {
    inputs: stringsOf(fields, NODE.input),
    outputs: stringsOf(fields, NODE.output),
    name: stringsOf(fields, NODE.name)[0] ?? '',
    opType: stringsOf(fields, NODE.opType)[0] ?? '',
    domain: stringsOf(fields, NODE.domain)[0] ?? '',
    attributes,
    subgraphReads: attributes.flatMap((a) => subgraphReads(decodeMessage(a.value))),
    encoded: field,
  };
}

function subgraphReads(attribute: WireField[]): string[] {
  return [...bytesFields(attribute, ATTRIBUTE.g), ...bytesFields(attribute, ATTRIBUTE.graphs)].flatMap((graph) =>
    bytesFields(decodeMessage(graph.value), GRAPH.node)
      .map(parseNode)
      .flatMap((n) => [...n.inputs, ...n.subgraphReads]),
  );
}

function parseInitializer(field: BytesField): Initializer {
  const fields = decodeMessage(field.value);
  const name = stringsOf(fields, TENSOR.name)[0] ?? '';
  const dims = varintsOf(fields, TENSOR.dims).map((d) => Number(BigInt.asIntN(64, d)));
  const dataType = Number(varintsOf(fields, TENSOR.dataType)[0] ?? 0n);
  return { name, dataType, dims, fields, encoded: field };
}

function matchConvolution(graph: Graph, convInteger: OnnxNode): Match | undefined {
  const [xq, wq, xZeroPoint, wZeroPoint] = convInteger.inputs;
  if (convInteger.inputs.length !== 4 || convInteger.outputs.length !== 1 || !xq || !wq || !wZeroPoint) return;
  const quantize = graph.producers.get(xq);
  if (!quantize || !isOp(quantize, 'DynamicQuantizeLinear') || quantize.outputs.length !== 3) return;
  const [x] = quantize.inputs;
  const [quantized, xScale, zeroPoint] = quantize.outputs;
  if (!x || quantized !== xq || zeroPoint !== xZeroPoint) return;

  const weight = graph.initializerByName.get(wq);
  const wZero = graph.initializerByName.get(wZeroPoint);
  if (!weight || !wZero || weight.dims.length < 3) return;
  if (!isEightBit(weight.dataType) || wZero.dataType !== weight.dataType) return;
  const weightValues = tensorNumbers(weight);
  const [zeroPointValue, ...moreZeroPoints] = tensorNumbers(wZero) ?? [];
  if (!weightValues || zeroPointValue === undefined || moreZeroPoints.length) return;

  const [y] = convInteger.outputs;
  let next = y === undefined ? undefined : soleConsumer(graph, y);
  const replaced = [convInteger];
  let biasAdd: OnnxNode | undefined;
  if (next && isOp(next, 'Add')) {
    biasAdd = next;
    replaced.push(biasAdd);
    next = soleConsumerOfOutput(graph, biasAdd);
  }
  const cast = next;
  if (!cast || !isOp(cast, 'Cast') || cast.inputs.length !== 1 || intAttribute(cast, 'to') !== DATA_TYPE.float) return;
  const mul = soleConsumerOfOutput(graph, cast);
  if (!mul || !isOp(mul, 'Mul') || mul.inputs.length !== 2 || mul.outputs.length !== 1) return;
  replaced.push(cast, mul);

  const scaleName = otherInput(mul, cast.outputs[0]);
  const scaleNode = scaleName === undefined ? undefined : graph.producers.get(scaleName);
  if (scaleName === undefined || !scaleNode || !isOp(scaleNode, 'Mul') || scaleNode.inputs.length !== 2) return;
  const scale = graph.initializerByName.get(otherInput(scaleNode, xScale) ?? '');
  const [scaleValue, ...moreScales] = scale?.dataType === DATA_TYPE.float ? (tensorNumbers(scale) ?? []) : [];
  if (!scale || scaleValue === undefined || moreScales.length) return;

  let bias: string | undefined;
  if (biasAdd) {
    bias = matchFoldedBias(graph, otherInput(biasAdd, y), scaleName, weight);
    if (bias === undefined) return;
  }
  const [output] = mul.outputs;
  if (output === undefined) return;
  return {
    convInteger,
    replaced,
    input: x,
    weight,
    weightValues,
    zeroPoint: wZero,
    zeroPointValue,
    scale,
    scaleValue,
    bias,
    output,
  };
}

/**
 * The bias quantize_dynamic folds into the integer sum, Reshape(Cast(Floor(Div(bias, scale)))), is
 * the float bias rounded to the output's step: Conv can take the float bias itself. Returns its name.
 */
function matchFoldedBias(
  graph: Graph,
  quantizedBias: string | undefined,
  scale: string,
  weight: Initializer,
): string | undefined {
  const reshape = quantizedBias === undefined ? undefined : graph.producers.get(quantizedBias);
  if (!reshape || !isOp(reshape, 'Reshape') || reshape.inputs.length !== 2) return;
  const shape = graph.initializerByName.get(reshape.inputs[1] ?? '');
  const outChannels = weight.dims[0];
  const target = shape && shape.dataType === DATA_TYPE.int64 ? tensorNumbers(shape) : undefined;
  // The bias must land on the channel axis and nowhere else: [1, out or -1, 1, ...].
  const channelShaped =
    target?.length === weight.dims.length &&
    Array.from(target).every((d, i) => (i === 1 ? d === outChannels || d === -1 : d === 1));
  if (!channelShaped) return;
  const cast = producerOfInput(graph, reshape, 0);
  if (!cast || !isOp(cast, 'Cast') || intAttribute(cast, 'to') !== DATA_TYPE.int32) return;
  const floor = producerOfInput(graph, cast, 0);
  if (!floor || !isOp(floor, 'Floor')) return;
  const div = producerOfInput(graph, floor, 0);
  if (!div || !isOp(div, 'Div') || div.inputs.length !== 2 || div.inputs[1] !== scale) return;
  const bias = graph.initializerByName.get(div.inputs[0] ?? '');
  const isChannelBias = bias?.dataType === DATA_TYPE.float && bias.dims.length === 1 && bias.dims[0] === outChannels;
  return isChannelBias ? bias.name : undefined;
}

/**
 * The Conv nodes that take the matched ConvIntegers' places, and the new float weights, listed
 * under the name of the quantized weight they come from.
 */
function floatReplacements(
  graph: Graph,
  matches: Match[],
): { nodes: Map<OnnxNode, OnnxNode[]>; weights: Map<string, EncodableField[]> } {
  const takenNames = new Set([
    ...graph.initializers.map((t) => t.name),
    ...graph.nodes.flatMap((n) => [...n.inputs, ...n.outputs]),
  ]);
  const weightNames = new Map<string, string>();
  const nodes = new Map<OnnxNode, OnnxNode[]>();
  const weights = new Map<string, EncodableField[]>();
  for (const match of matches) {
    // A weight shared by several convolutions is dequantized once.
    const key = [match.weight.name, match.zeroPoint.name, match.scale.name].join('\0');
    let name = weightNames.get(key);
    if (name === undefined) {
      name = uniqueName(`${match.weight.name}_float`, takenNames);
      weightNames.set(key, name);
      weights.set(match.weight.name, [...(weights.get(match.weight.name) ?? []), dequantizedWeight(match, name)]);
    }
    nodes.set(match.convInteger, [floatConv(match, name)]);
  }
  return { nodes, weights };
}

function floatConv(match: Match, weight: string): OnnxNode {
  const inputs = [match.input, weight, ...(match.bias === undefined ? [] : [match.bias])];
  const name = match.convInteger.name && `${match.convInteger.name}_float`;
  const { attributes } = match.convInteger;
  const message: EncodableField[] = [
    ...inputs.map((i) => stringField(NODE.input, i)),
    stringField(NODE.output, match.output),
    ...(name ? [stringField(NODE.name, name)] : []),
    stringField(NODE.opType, 'Conv'),
    ...attributes,
  ];
  return {
    inputs,
    outputs: [match.output],
    name,
    opType: 'Conv',
    domain: '',
    attributes,
    subgraphReads: [],
    encoded: { field: GRAPH.node, wireType: WIRE_BYTES, message },
  };
}

function dequantizedWeight(match: Match, name: string): EncodableField {
  const { weightValues: quantized, zeroPointValue: zeroPoint, scaleValue: scale } = match;
  const raw = new Uint8Array(quantized.length * 4);
  const view = new DataView(raw.buffer);
  // (q - zp) is a small integer and scale a float32, so the double product is exact and setFloat32
  // rounds it once: the same float32 a float32 multiply gives.
  for (let i = 0; i < quantized.length; i++) view.setFloat32(i * 4, (quantized[i]! - zeroPoint) * scale, true);
  const message: EncodableField[] = [
    ...match.weight.dims.map((d) => varintField(TENSOR.dims, d)),
    varintField(TENSOR.dataType, DATA_TYPE.float),
    stringField(TENSOR.name, name),
    bytesField(TENSOR.rawData, raw),
  ];
  return { field: GRAPH.initializer, wireType: WIRE_BYTES, message };
}

/** Drops nodes whose outputs nothing reads, until none is left: removing one can orphan its inputs' producers. */
function withoutDeadNodes(nodes: OnnxNode[], graphOutputs: Set<string>): OnnxNode[] {
  let live = nodes;
  for (;;) {
    const read = new Set([...graphOutputs, ...live.flatMap((n) => [...n.inputs, ...n.subgraphReads])]);
    const next = live.filter((n) => n.outputs.some((o) => o !== '' && read.has(o)));
    if (next.length === live.length) return live;
    live = next;
  }
}

/** The initializers still read, in their order, each new float weight just before the quantized one it comes from. */
function liveInitializers(
  graph: Graph,
  nodes: OnnxNode[],
  floatWeights: Map<string, EncodableField[]>,
): EncodableField[] {
  const read = new Set([...graph.inputs, ...graph.outputs, ...nodes.flatMap((n) => [...n.inputs, ...n.subgraphReads])]);
  return graph.initializers.flatMap((t) => [
    ...(floatWeights.get(t.name) ?? []),
    ...(read.has(t.name) ? [t.encoded] : []),
  ]);
}

/** Replaces the entries of repeated fields with new lists, written where the first old entry was. */
function replaceRepeated(fields: WireField[], replacements: [number, EncodableField[]][]): EncodableField[] {
  const lists = new Map(replacements);
  const written = new Set<number>();
  return fields.flatMap((f): EncodableField[] => {
    const list = lists.get(f.field);
    if (!list) return [f];
    if (written.has(f.field)) return [];
    written.add(f.field);
    return list;
  });
}

/** The values of a numeric tensor, or undefined when they are stored in a way this script does not read. */
function tensorNumbers(tensor: Initializer): Numbers | undefined {
  const { fields, dataType } = tensor;
  const stored = (n: number): boolean => fields.some((f) => f.field === n);
  const external = varintsOf(fields, TENSOR.dataLocation)[0] === 1n || stored(TENSOR.externalData);
  if (external || stored(TENSOR.segment)) return;
  const raw = bytesFields(fields, TENSOR.rawData)[0]?.value;
  let values: Numbers;
  switch (dataType) {
    case DATA_TYPE.float:
      values = raw ? littleEndian(raw, 4, (v, o) => v.getFloat32(o, true)) : floatData(fields);
      break;
    case DATA_TYPE.uint8:
    case DATA_TYPE.int8: {
      const signed = dataType === DATA_TYPE.int8;
      if (raw) values = signed ? new Int8Array(raw.buffer, raw.byteOffset, raw.length) : raw;
      else values = varintsOf(fields, TENSOR.int32Data).map((v) => Number(BigInt.asIntN(32, v)));
      break;
    }
    case DATA_TYPE.int64:
      values = raw
        ? littleEndian(raw, 8, (v, o) => Number(v.getBigInt64(o, true)))
        : varintsOf(fields, TENSOR.int64Data).map((v) => Number(BigInt.asIntN(64, v)));
      break;
    default:
      return;
  }
  return values.length === elementCount(tensor) ? values : undefined;
}

function floatData(fields: WireField[]): number[] {
  return fields.flatMap((f) =>
    f.field === TENSOR.floatData && (f.wireType === WIRE_BYTES || f.wireType === WIRE_FIXED32)
      ? littleEndian(f.value, 4, (v, o) => v.getFloat32(o, true))
      : [],
  );
}

function littleEndian(bytes: Uint8Array, width: number, read: (view: DataView, offset: number) => number): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  return Array.from({ length: Math.floor(bytes.length / width) }, (_, i) => read(view, i * width));
}

function elementCount(tensor: Initializer): number {
  return tensor.dims.reduce((product, d) => product * d, 1);
}

function isEightBit(dataType: number): boolean {
  return dataType === DATA_TYPE.uint8 || dataType === DATA_TYPE.int8;
}

function isOp(node: OnnxNode, opType: string): boolean {
  return node.opType === opType && (node.domain === '' || node.domain === 'ai.onnx');
}

/** The one node reading a tensor, if exactly one does and it is not also a graph output. */
function soleConsumer(graph: Graph, name: string): OnnxNode | undefined {
  const readers = graph.consumers.get(name) ?? [];
  return readers.length === 1 && !graph.outputs.has(name) ? readers[0] : undefined;
}

function soleConsumerOfOutput(graph: Graph, node: OnnxNode): OnnxNode | undefined {
  const [output] = node.outputs;
  return node.outputs.length === 1 && output !== undefined ? soleConsumer(graph, output) : undefined;
}

function producerOfInput(graph: Graph, node: OnnxNode, index: number): OnnxNode | undefined {
  const input = node.inputs[index];
  return input === undefined ? undefined : graph.producers.get(input);
}

/** The other input of a two-input node, when one of them is `known`. */
function otherInput(node: OnnxNode, known: string | undefined): string | undefined {
  const [a, b] = node.inputs;
  if (node.inputs.length !== 2 || known === undefined) return;
  return a === known ? b : b === known ? a : undefined;
}

function intAttribute(node: OnnxNode, name: string): number | undefined {
  for (const attribute of node.attributes) {
    const fields = decodeMessage(attribute.value);
    if (stringsOf(fields, ATTRIBUTE.name)[0] === name) {
      const value = varintsOf(fields, ATTRIBUTE.i)[0];
      return value === undefined ? undefined : Number(BigInt.asIntN(64, value));
    }
  }
  return undefined;
}

function uniqueName(wanted: string, taken: Set<string>): string {
  let name = wanted;
  for (let n = 2; taken.has(name); n++) name = `${wanted}_${n}`;
  taken.add(name);
  return name;
}

function bytesFields(fields: WireField[], field: number): BytesField[] {
  return fields.filter((f): f is BytesField => f.field === field && f.wireType === WIRE_BYTES);
}

// Names are re-encoded when a Conv reads or writes them: decoding must be exact (no BOM stripped,
// no invalid bytes replaced) for them to still match the names other nodes use.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function stringsOf(fields: WireField[], field: number): string[] {
  return bytesFields(fields, field).map((f) => utf8.decode(f.value));
}

/** A repeated integer field, whether its values were written packed or one by one. */
function varintsOf(fields: WireField[], field: number): bigint[] {
  return fields.flatMap((f) => {
    if (f.field !== field) return [];
    return f.wireType === WIRE_VARINT ? [f.value] : f.wireType === WIRE_BYTES ? decodePackedVarints(f.value) : [];
  });
}

function main(): void {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) {
    console.error('usage: node --import tsx scripts/neural/float-convolutions.ts <in.onnx> <out.onnx>');
    process.exit(2);
  }
  const started = performance.now();
  let result: ConversionResult;
  try {
    result = convertConvolutions(fs.readFileSync(input));
  } catch (error) {
    console.error(`${input}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // Written beside the target and renamed, so an interrupted run never leaves a half-written model.
  const partial = `${output}.partial`;
  fs.writeFileSync(partial, result.model);
  fs.renameSync(partial, output);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${result.converted} convolutions converted to float, ${result.leftAsInt8} left as int8 (${seconds} s): ${output}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
