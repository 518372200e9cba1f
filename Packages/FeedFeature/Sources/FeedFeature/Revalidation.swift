/// What asking again for a resource whose copy is kept gave: the resource, new or changed, with the
/// validators of this version; or word that the copy the request named is still the resource
/// (HTTP's `304 Not Modified`), with the validators that came with that word: they replace the
/// kept ones.
public enum Revalidation<Resource: Sendable>: Sendable {
    case modified(Resource, ResourceValidators?)
    case notModified(ResourceValidators?)
}
